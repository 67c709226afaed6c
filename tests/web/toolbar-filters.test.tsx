import { act, fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ALL, DEFAULT_BUILDING, DEFAULT_MIN_MONTH, toolbarDefaults } from '../../web/src/components/filters/filter-defaults';
import { ToolbarFilters, type ToolbarField } from '../../web/src/components/filters/ToolbarFilters';
import { useUrlState } from '../../web/src/components/filters/use-url-state';
import { renderInApp } from './harness';

const ALL_FIELDS: ToolbarField[] = ['q', 'building', 'agent', 'from', 'to', 'month'];

function Toolbar({ minMonth }: { minMonth?: string }) {
  const [values, set] = useUrlState(toolbarDefaults());
  return (
    <div>
      <ToolbarFilters
        fields={ALL_FIELDS}
        values={values}
        onChange={set}
        minMonth={minMonth}
        agents={[{ user_id: 'u1', username: 'baove1', name: 'Trần Văn Bảo' }]}
      />
      <output data-testid="state">{JSON.stringify(values)}</output>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent!) as Record<string, string>;

describe('toolbar filter defaults (spec §2)', () => {
  it('computes BN, All, first of month, today and this month', () => {
    const now = dayjs('2025-03-17T10:00:00');
    expect(toolbarDefaults(now)).toEqual({ q: '', building: 'BN', agent: ALL, from: '2025-03-01', to: '2025-03-17', month: '2025-03' });
    expect(DEFAULT_BUILDING).toBe('BN');
    expect(DEFAULT_MIN_MONTH).toBe('2019-10');
  });

  it('shows the defaults in the controls', () => {
    renderInApp(<Toolbar />);
    const today = dayjs();
    expect(screen.getByTitle('BN – Nhà Bình Nguyên')).toBeTruthy();
    expect(screen.getByTitle('Tất cả người dẫn')).toBeTruthy();
    expect((screen.getByPlaceholderText('Từ ngày') as HTMLInputElement).value).toBe(today.startOf('month').format('DD-MM-YYYY'));
    expect((screen.getByPlaceholderText('Đến ngày') as HTMLInputElement).value).toBe(today.format('DD-MM-YYYY'));
    expect((screen.getByPlaceholderText('Chọn tháng') as HTMLInputElement).value).toBe(today.format('MM/YYYY'));
    expect((screen.getByPlaceholderText('Tìm kiếm') as HTMLInputElement).value).toBe('');
  });

  it('reads values from the URL and writes changes back, dropping defaults', async () => {
    const { router } = renderInApp(<Toolbar />, '/x?building=GB&q=101&month=2024-12');
    expect(state()).toMatchObject({ building: 'GB', q: '101', month: '2024-12' });
    expect((screen.getByPlaceholderText('Chọn tháng') as HTMLInputElement).value).toBe('12/2024');

    const search = screen.getByPlaceholderText('Tìm kiếm');
    fireEvent.change(search, { target: { value: '  202 ' } });
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    });
    expect(state().q).toBe('202');
    expect(router.state.location.search).toContain('q=202');
    expect(router.state.location.search).toContain('building=GB');
    expect(router.state.location.search).not.toContain('agent=');
  });

  it('refuses months before the minimum', async () => {
    const now = dayjs();
    renderInApp(<Toolbar minMonth={now.format('YYYY-MM')} />);
    await act(async () => {
      fireEvent.mouseDown(screen.getByPlaceholderText('Chọn tháng'));
      fireEvent.click(screen.getByPlaceholderText('Chọn tháng'));
    });
    const cells = [...document.querySelectorAll('.ant-picker-month-panel .ant-picker-cell')];
    expect(cells).toHaveLength(12);
    const disabled = cells.map((c) => c.classList.contains('ant-picker-cell-disabled'));
    expect(disabled).toEqual(Array.from({ length: 12 }, (_, m) => m < now.month()));
  });
});
