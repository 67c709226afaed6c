import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalLine } from '../../shared/api/ledger';
import { ACCOUNTS } from '../../shared/catalog/accounts';
import { WALLETS } from '../../shared/catalog/wallets';
import { toMatrix } from '../../web/src/components/data-table/export-cells';
import { accountOptions } from '../../web/src/features/ledger/accounts';
import { journalColumns } from '../../web/src/features/ledger/journal-columns';
import { BUILT_IN_CATALOGUE } from '../../web/src/features/ledger/queries';
import JournalPage from '../../web/src/features/ledger/JournalPage';
import { journalRows, journalTotals, searchEntries } from '../../web/src/features/ledger/journal-rows';
import { objectLabel } from '../../web/src/features/ledger/objects';
import { voucherTypeLabel } from '../../web/src/features/ledger/voucher-types';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const line = (entry: string, n: number, v: Partial<JournalLine>): JournalLine => ({
  entry_id: entry,
  line: n,
  date: '2025-07-03',
  account: '1111',
  account_key: 'cash_bn',
  debit: 0,
  credit: 0,
  building: 'BN',
  voucher_type: 'deposit',
  voucher_id: 'CBN2507-001',
  voucher_no: 'CBN2507-001',
  description: 'Nhận cọc phòng 101',
  posted_at: '2025-07-03T02:00:00.000Z',
  ...v,
});

/** Two entries, served out of order: a deposit received in cash, then its refund by bank. */
const LINES: JournalLine[] = [
  line('01B', 2, {
    date: '2025-07-09',
    account: '1121',
    account_key: 'bank_landlady_1',
    wallet: 2,
    credit: 1_000_000,
    voucher_type: 'return_deposit',
    voucher_id: 'TC-7',
    voucher_no: 'TC-7',
    description: 'Trả cọc phòng 101',
    object: undefined,
  }),
  line('01A', 1, { wallet: 6, debit: 3_000_000 }),
  line('01A', 2, { account: '5112', account_key: 'deposit_revenue', credit: 3_000_000, object: 'room:BN-101' }),
  line('01B', 1, {
    date: '2025-07-09',
    account: '5212',
    account_key: 'return_deposit',
    debit: 1_000_000,
    voucher_type: 'return_deposit',
    voucher_id: 'TC-7',
    voucher_no: 'TC-7',
    description: 'Trả cọc phòng 101',
    object: 'room:BN-101',
  }),
];

// A full antd table in jsdom takes a few seconds to lay out.
beforeEach(() => signIn('staff'));
const catalogue = () => ({ body: { wallets: WALLETS, accounts: ACCOUNTS } });
afterEach(resetScreenState);

describe('journal rows', () => {
  it('orders lines by date and entry, shades every other entry, marks first lines, and ends with Σ Nợ / Σ Có', () => {
    const rows = journalRows(LINES);
    expect(rows.map((r) => r.key)).toEqual(['01A#1', '01A#2', '01B#1', '01B#2', 'total']);
    expect(rows.map((r) => r.first)).toEqual([true, false, true, false, true]);
    expect(rows.map((r) => r.shade)).toEqual([false, false, true, true, false]);
    expect(rows.at(-1)).toMatchObject({ isTotal: true, debit: 4_000_000, credit: 4_000_000, description: 'Tổng cộng' });
    expect(journalRows([])).toEqual([]);
    expect(journalTotals(LINES)).toEqual({ debit: 4_000_000, credit: 4_000_000, entries: 2, lines: 4 });
  });

  it('finds whole entries by any of their lines, without Vietnamese marks', () => {
    expect(searchEntries(LINES, 'tra coc').map((l) => l.entry_id)).toEqual(['01B', '01B']);
    expect(searchEntries(LINES, 'phòng BN-101')).toHaveLength(4);
    expect(searchEntries(LINES, 'CBN2507')).toHaveLength(2);
    expect(searchEntries(LINES, '  ')).toHaveLength(4);
  });

  it('exports every line in full (date and voucher on each) and the totals under Diễn giải', () => {
    const m = toMatrix(journalColumns({ catalogue: BUILT_IN_CATALOGUE, showBuilding: false }), journalRows(LINES));
    expect(m.headers).toEqual(['Ngày', 'Loại chứng từ', 'Số chứng từ', 'TK', 'Tên tài khoản', 'Ví tiền', 'Đối tượng', 'Diễn giải', 'Nợ', 'Có']);
    expect(m.rows[1]).toEqual(['03-07-2025', 'Phiếu nhận cọc', 'CBN2507-001', '5112', 'Tiền cọc nhận', '', 'Phòng BN-101', 'Nhận cọc phòng 101', 0, 3_000_000]);
    expect(m.rows.at(-1)).toEqual(['', '', '', '', '', '', '', 'Tổng cộng', 4_000_000, 4_000_000]);
  });

  it('names vouchers, objects and accounts in Vietnamese', () => {
    expect(voucherTypeLabel('deposit')).toBe('Phiếu nhận cọc');
    expect(voucherTypeLabel('check_in')).toBe('Phiếu nhận phòng');
    expect(voucherTypeLabel('something_new')).toBe('something_new');
    expect(objectLabel('room:BN-101')).toBe('Phòng BN-101');
    expect(objectLabel('agent:baove1')).toBe('Người dẫn phòng baove1');
    expect(objectLabel('whatever')).toBe('whatever');
    const options = accountOptions(ACCOUNTS as never);
    expect(options.find((o) => o.value === '6321')?.label).toBe('6321 – Lương quản lý / Lương bảo vệ / Dân quân');
    expect(options.map((o) => o.value)).toEqual([...new Set(options.map((o) => o.value))].sort());
  });
});

describe('general journal screen (/nhat-ky-chung)', () => {
  it('shows entries grouped, in Vietnamese, with wallet names and equal totals', async () => {
    const api = stubApi({ 'GET /api/wallet-account': catalogue, 'GET /api/journal': () => ({ body: { items: LINES } }) });
    renderScreen(<JournalPage />, '/nhat-ky-chung?from=2025-07-01&to=2025-07-31&size=all');

    await screen.findByText('Phiếu nhận cọc');
    expect(Object.fromEntries(api.callsTo('GET', '/api/journal')[0]!.query)).toEqual({ from: '2025-07-01', to: '2025-07-31', building: 'BN' });
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows).toHaveLength(5);
    const texts = (i: number) => [...rows[i]!.querySelectorAll('td')].map((td) => td.textContent);
    expect(texts(0)).toEqual(['03-07-2025', 'Phiếu nhận cọc', 'CBN2507-001', '1111', 'Tiền mặt BN', 'Tiền mặt BN', '', 'Nhận cọc phòng 101', '3.000.000', '']);
    // Second line of the same entry: the entry's date and voucher are not repeated.
    expect(texts(1)).toEqual(['', '', '', '5112', 'Tiền cọc nhận', '', 'Phòng BN-101', 'Nhận cọc phòng 101', '', '3.000.000']);
    expect(texts(3).slice(3, 6)).toEqual(['1121', 'Ngân hàng cô Gấm (1)', 'Ngân hàng cô Gấm (1)']);
    expect(texts(4)).toEqual(['Tổng cộng', '', '', '', '', '', '', '', '4.000.000', '4.000.000']);
    expect((rows[4]!.querySelector('td') as HTMLElement).style.fontWeight).toBe('700');

    expect(screen.getByTestId('sum-debit').textContent).toBe('4.000.000');
    expect(screen.getByTestId('sum-credit').textContent).toBe('4.000.000');
    expect(screen.getByTestId('balance-tag').textContent).toBe('Cân đối: Σ Nợ = Σ Có');
  });

  it('shows N/F for a wallet the catalogue does not know', async () => {
    const odd = [line('01C', 1, { wallet: 99, debit: 5 }), line('01C', 2, { account: '7111', account_key: 'other_income', credit: 5 })];
    stubApi({ 'GET /api/wallet-account': catalogue, 'GET /api/journal': () => ({ body: { items: odd } }) });
    renderScreen(<JournalPage />, '/nhat-ky-chung?from=2025-07-01&to=2025-07-31');
    await screen.findByText('N/F');
  });

  it('sends the account and an exact object key to the server, and then does not judge the balance', async () => {
    const api = stubApi({
      'GET /api/wallet-account': catalogue,
      'GET /api/journal': (c) => ({ body: { items: LINES.filter((l) => l.object === c.query.get('object')) } }),
    });
    renderScreen(<JournalPage />, '/nhat-ky-chung?from=2025-07-01&to=2025-07-31&building=all&q=room:BN-101');
    await screen.findByText(/Đang lọc theo đối tượng/);
    expect(Object.fromEntries(api.callsTo('GET', '/api/journal')[0]!.query)).toEqual({ from: '2025-07-01', to: '2025-07-31', object: 'room:BN-101' });
    expect(screen.queryByTestId('balance-tag')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Toà' })).toBeTruthy();
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const api = stubApi({ 'GET /api/wallet-account': catalogue, 'GET /api/journal': () => ({ body: { items: [] } }) });
    renderScreen(<JournalPage />, '/nhat-ky-chung?from=2025-07-10&to=2025-07-01');
    expect(await screen.findByText('Ngày bắt đầu phải trước hoặc bằng ngày kết thúc')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ })));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Cảnh báo'));
    expect(api.callsTo('GET', '/api/journal')).toHaveLength(0);
  });
});
