import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toolbarDefaults } from '../../web/src/components/filters/filter-defaults';
import { DepositSearchToolbar } from '../../web/src/features/deposits/DepositSearchToolbar';

describe('the deposit lists’ toolbar', () => {
  it('shows the chosen status and sends a new one as a patch', async () => {
    const onChange = vi.fn();
    const values = { building: 'BN', from: '2026-11-01', to: '2026-11-30', status: 'active', q: '' };
    render(<DepositSearchToolbar values={values} defaults={toolbarDefaults()} onChange={onChange} />);
    const status = screen.getByRole('combobox', { name: 'Trạng thái phiếu cọc' });
    await act(async () => fireEvent.mouseDown(status));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    await act(async () => fireEvent.click(within(dropdown).getByText('Khách huỷ cọc (mất cọc)', { selector: '.ant-select-item-option-content' })));
    expect(onChange).toHaveBeenCalledWith({ status: 'cancelled' });
    expect(screen.getByPlaceholderText('Tên, điện thoại, số phiếu')).toBeTruthy();
  });
});
