import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTable, type PageSizeOption } from '../../web/src/components/data-table/DataTable';
import { useListFilters } from '../../web/src/components/filters/use-list-filters';
import DepositSlipPage from '../../web/src/features/deposits/DepositSlipPage';
import { renderInApp, renderScreen, resetScreenState, signIn, stubApi } from './harness';

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const firstOfMonth = dayjs().startOf('month').format('YYYY-MM-DD');
const today = dayjs().format('YYYY-MM-DD');

function Filters() {
  const [f] = useListFilters({ status: '' });
  return <output data-testid="filters">{JSON.stringify(f)}</output>;
}

describe('list defaults (spec §2: start = first day of the month, end = today, building BN)', () => {
  it('useListFilters opens every list the same way, and the URL still wins', () => {
    renderInApp(<Filters />);
    expect(JSON.parse(screen.getByTestId('filters').textContent!)).toEqual({ building: 'BN', from: firstOfMonth, to: today, status: '' });
  });

  it('the deposit slip list opens on the month so far, not on today alone', async () => {
    const api = stubApi({ 'GET /api/deposits/search': () => ({ body: [] }) });
    renderScreen(<DepositSlipPage />, '/bao-cao-nhan-coc');
    await waitFor(() => expect(api.callsTo('GET', '/api/deposits/search').length).toBeGreaterThan(0));
    expect(api.queryOf(api.callsTo('GET', '/api/deposits/search')[0]!)).toMatchObject({ from: firstOfMonth, to: today, building: 'BN' });
    expect(((await screen.findByPlaceholderText('Từ ngày')) as HTMLInputElement).value).toBe(dayjs().startOf('month').format('DD-MM-YYYY'));
    expect((screen.getByPlaceholderText('Đến ngày') as HTMLInputElement).value).toBe(dayjs().format('DD-MM-YYYY'));
  });
});

type Row = { id: string };
const ROWS: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}` }));

async function pageSizeChoices() {
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' })));
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
}

describe('page sizes (spec §2/§9: 20, 50, 100, All)', () => {
  const table = (pageSizes?: readonly PageSizeOption[]) => (
    <DataTable<Row> title="Bảng" columns={[{ key: 'id', title: 'Mã', dataIndex: 'id' }]} rows={ROWS} rowKey="id" pageSizes={pageSizes} />
  );

  it('a list offers 20, 50, 100 and All, opening on 20', async () => {
    renderInApp(table());
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(20);
    expect(await pageSizeChoices()).toEqual(['20 / trang', '50 / trang', '100 / trang', 'Tất cả']);
  });

  it('a list that opens on All (its totals row on screen) still offers the four, in that order', async () => {
    renderInApp(table(['all', '20', '50', '100']));
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(30);
    expect(await pageSizeChoices()).toEqual(['20 / trang', '50 / trang', '100 / trang', 'Tất cả']);
  });
});
