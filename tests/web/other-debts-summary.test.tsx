import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_ROOM_NOTE } from '../../shared/api/ledger/debts';
import DebtSummaryPage, { debtRows } from '../../web/src/features/other-debts/DebtSummaryPage';
import OtherDebtsSummaryPage from '../../web/src/features/other-debts/OtherDebtsSummaryPage';
import { otherDebtRows } from '../../web/src/features/other-debts/other-debt-rows';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

beforeEach(() => signIn('staff'));
afterEach(() => {
  resetScreenState();
  vi.restoreAllMocks();
});

const line = (classification: string, account: string, object: string, opening: number, increase: number, decrease: number) => ({
  classification,
  account,
  object,
  opening,
  increase,
  decrease,
  closing: opening + (account === '3411' ? increase - decrease : increase - decrease),
});
const GAM = line('Phải thu cô Gấm', '1381', 'Cô Gấm', 1_000_000, 5_400_000, 3_100_000);
const PARTNER = line('Phải thu Anh Tư', '1388', 'Anh Tư', -500_000, 2_000_000, 0);
const LOANS = [
  line('Vay', '3411', 'Bà Sáu', 0, 20_000_000, 0),
  line('Vay', '3411', 'Ngân hàng ACB', 100_000_000, 0, 10_000_000),
  line('Tổng vay', '3411', 'Tổng cộng', 100_000_000, 20_000_000, 10_000_000),
];
const reads = (loans = LOANS) => ({
  'GET /api/receipt-gam/debt-report': () => ({ body: GAM }),
  'GET /api/partner-receipt/debt-report': () => ({ body: PARTNER }),
  'GET /api/receipt-loan/debt-report': () => ({ body: loans }),
});
const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);

describe('other-debts rows', () => {
  it('puts the landlady and its total, the partner and its total, the lenders and the loan total (the report’s last element)', () => {
    const rows = otherDebtRows({ gam: GAM, partner: PARTNER, loans: LOANS });
    expect(rows.map((r) => [r.classification, r.object, r.isTotal])).toEqual([
      ['Phải thu cô Gấm', 'Cô Gấm', false],
      ['Tổng phải thu cô Gấm', '', true],
      ['Phải thu Anh Tư', 'Anh Tư', false],
      ['Tổng phải thu Anh Tư', '', true],
      ['Vay', 'Bà Sáu', false],
      ['Vay', 'Ngân hàng ACB', false],
      ['Tổng vay', 'Tổng cộng', true],
    ]);
    expect(rows[1]!.closing).toBe(GAM.closing);
    // no lender yet: the loan total alone
    expect(otherDebtRows({ gam: GAM, partner: PARTNER, loans: [LOANS[2]!] }).map((r) => r.key)).toEqual([
      'gam',
      'gam-total',
      'partner',
      'partner-total',
      'loan-total',
    ]);
    expect(otherDebtRows(undefined)).toEqual([]);
  });
});

describe('other-debts summary screen (/bang-tong-hop-cong-no-khac)', () => {
  it('asks the three debt reports with the last date of the URL month and shows spec §2 columns, rows and bold summaries', async () => {
    const api = stubApi(reads());
    renderScreen(<OtherDebtsSummaryPage />, '/bang-tong-hop-cong-no-khac?month=2026-02');

    await screen.findByText('Ngân hàng ACB');
    for (const path of ['/api/receipt-gam/debt-report', '/api/partner-receipt/debt-report', '/api/receipt-loan/debt-report']) {
      expect(api.callsTo('GET', path).map(api.queryOf)).toEqual([{ lastDateOfMonth: '2026-02-28' }]);
    }
    expect(headers()).toEqual([
      'Phân loại',
      'Tài khoản',
      'Đối tượng',
      'Số dư đầu kỳ (01/01/2025)',
      'Phát sinh tăng',
      'Phát sinh giảm',
      'Số dư cuối kỳ (28/02/2026)',
    ]);
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows).toHaveLength(7);
    expect(cellTexts(rows[0]!)).toEqual(['Phải thu cô Gấm', '1381', 'Cô Gấm', '1.000.000 ₫', '5.400.000 ₫', '3.100.000 ₫', '3.300.000 ₫']);
    expect(cellTexts(rows[3]!)).toEqual(['Tổng phải thu Anh Tư', '1388', '', '-500.000 ₫', '2.000.000 ₫', '0 ₫', '1.500.000 ₫']);
    expect(cellTexts(rows[6]!)).toEqual(['Tổng vay', '3411', 'Tổng cộng', '100.000.000 ₫', '20.000.000 ₫', '10.000.000 ₫', '110.000.000 ₫']);
    const bold = rows.map((tr) => (tr.querySelector('td') as HTMLElement).style.fontWeight === '700');
    expect(bold).toEqual([false, true, false, true, false, false, true]);

    // page size: All only
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' })));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['Tất cả']);
  });

  it('opens on the previous month, refuses months before 2025-01, and exports CSV as bang-cong-no-thang-<month>', async () => {
    const api = stubApi(reads());
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderScreen(<OtherDebtsSummaryPage />, '/bang-tong-hop-cong-no-khac');
    await screen.findByText('Ngân hàng ACB');
    const previous = dayjs().subtract(1, 'month');
    const month = previous.format('YYYY-MM');
    expect(api.callsTo('GET', '/api/receipt-gam/debt-report').map(api.queryOf)).toEqual([{ lastDateOfMonth: previous.endOf('month').format('YYYY-MM-DD') }]);
    expect(headers().at(-1)).toBe(`Số dư cuối kỳ (${previous.endOf('month').format('DD/MM/YYYY')})`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ })));
    expect(names).toEqual([`bang-cong-no-thang-${month}.csv`]);

    // the picker's earliest month is 2025-01; a URL before it is read as 2025-01
    cleanup();
    resetScreenState();
    signIn('staff');
    const again = stubApi(reads());
    renderScreen(<OtherDebtsSummaryPage />, '/bang-tong-hop-cong-no-khac?month=2024-06');
    await waitFor(() => expect(again.callsTo('GET', '/api/receipt-gam/debt-report').map(again.queryOf)).toEqual([{ lastDateOfMonth: '2025-01-31' }]));
  });
});

describe('other-debts summary when the reports fail (spec §8: only logged)', () => {
  it('opens no error dialog and keeps the table it showed, as of its own date', async () => {
    let failing = false;
    const ok = reads();
    const api = stubApi(
      Object.fromEntries(
        Object.entries(ok).map(([k, answer]) => [k, () => (failing ? { status: 500, body: { message: 'Lỗi máy chủ', code: 'internal' } } : answer())]),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(<OtherDebtsSummaryPage />, '/bang-tong-hop-cong-no-khac?month=2026-02');
    await screen.findByText('Ngân hàng ACB');

    failing = true;
    const input = screen.getByRole('textbox', { name: 'Tháng' }) as HTMLInputElement;
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: '03/2026' } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/receipt-gam/debt-report').map(api.queryOf)).toContainEqual({ lastDateOfMonth: '2026-03-31' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(7);
    expect(screen.getByText('Ngân hàng ACB')).toBeTruthy();
    // the closing column still says what the rows are: February's
    expect(headers().at(-1)).toBe('Số dư cuối kỳ (28/02/2026)');
    expect(document.querySelector('.ant-modal-confirm-error')).toBeNull();
    expect(screen.queryByText('Lỗi')).toBeNull();
  });
});

const sided = (opening: number, closing: number) => ({
  opening_debit: Math.max(0, opening),
  opening_credit: Math.max(0, -opening),
  closing_debit: Math.max(0, closing),
  closing_credit: Math.max(0, -closing),
});
/** XA-102: the tenant who left owing, the one who followed (paid ahead); XA-103 still on the room object (old data); the screen's rows and totals. */
const DEBT = {
  rows: [
    {
      room_id: '102',
      stay_id: 'S1',
      object: 'stay:XA-102:S1',
      customer_name: 'Nguyễn Văn Bình',
      contract_no: 'HD-XA102-1',
      leave_date: '2026-11-05',
      status: 'checked_out' as const,
      opening: 2_000_000,
      increase: 2_500_000,
      decrease: 1_000_000,
      closing: 3_500_000,
      ...sided(2_000_000, 3_500_000),
    },
    {
      room_id: '102',
      stay_id: 'S2',
      object: 'stay:XA-102:S2',
      customer_name: 'Lê Thị Mới',
      contract_no: 'HD-XA102-2',
      status: 'active' as const,
      opening: 0,
      increase: 0,
      decrease: 500_000,
      closing: -500_000,
      ...sided(0, -500_000),
    },
    {
      room_id: '103',
      stay_id: null,
      object: 'room:XA-103',
      status: null,
      note: LEGACY_ROOM_NOTE,
      opening: 0,
      increase: 1_800_000,
      decrease: 0,
      closing: 1_800_000,
      ...sided(0, 1_800_000),
    },
  ],
  totals: {
    opening: 2_000_000,
    increase: 4_300_000,
    decrease: 1_500_000,
    closing: 4_800_000,
    opening_debit: 2_000_000,
    opening_credit: 0,
    closing_debit: 5_300_000,
    closing_credit: 500_000,
  },
};

describe('debt summary screen (/bang-tong-hop-cong-no)', () => {
  it('asks 1311 per stay for the building and month of the URL, shows each side, the tenants (the departed one tagged) and the totals last', async () => {
    // Two pages in the server's key order (the room of old data first on the first page): the screen reads both, sorts and sums.
    const [left, ahead, legacy] = DEBT.rows;
    const api = stubApi({
      'GET /api/debt': (c) => (c.query.get('cursor') === 'p2' ? { body: { items: [left] } } : { body: { items: [legacy, ahead], cursor: 'p2' } }),
    });
    renderScreen(<DebtSummaryPage />, '/bang-tong-hop-cong-no?building=XA&month=2026-11');
    await screen.findByText('Nguyễn Văn Bình');
    expect(api.callsTo('GET', '/api/debt').map(api.queryOf)).toEqual([
      { building: 'XA', month: '2026-11' },
      { building: 'XA', month: '2026-11', cursor: 'p2' },
    ]);
    expect(headers()).toEqual(
      expect.arrayContaining([
        'Phòng',
        'Khách thuê',
        'Hợp đồng',
        'Dư Nợ đầu kỳ',
        'Dư Có đầu kỳ',
        'Phát sinh tăng',
        'Phát sinh giảm',
        'Dư Nợ cuối kỳ',
        'Dư Có cuối kỳ',
      ]),
    );
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows.map(cellTexts)).toEqual([
      ['102', 'Nguyễn Văn BìnhĐã trả phòng', 'HD-XA102-1', '2.000.000 ₫', '', '2.500.000 ₫', '1.000.000 ₫', '3.500.000 ₫', ''],
      ['102', 'Lê Thị Mới', 'HD-XA102-2', '', '', '', '500.000 ₫', '', '500.000 ₫'],
      ['103', LEGACY_ROOM_NOTE, '', '', '', '1.800.000 ₫', '', '1.800.000 ₫', ''],
      ['Tổng cộng', '3 lượt thuê', '', '2.000.000 ₫', '0 ₫', '4.300.000 ₫', '1.500.000 ₫', '5.300.000 ₫', '500.000 ₫'],
    ]);
    expect((rows[3]!.querySelector('td') as HTMLElement).style.fontWeight).toBe('700');
    // Issue 24: a room number opens the room's page (of the building asked); the totals row's label is no link.
    expect(rows[2]!.querySelector('td a')!.getAttribute('href')).toBe('/phong/XA/103');
    expect(rows[3]!.querySelector('td a')).toBeNull();
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('Cuối tháng: Dư Nợ 5.300.000 ₫ · Dư Có (trả trước) 500.000 ₫');
    expect(screen.getByRole('button', { name: /Xuất CSV/ })).toBeTruthy();
    expect(debtRows({ rows: [], totals: DEBT.totals })).toEqual([]);
  });

  it('opens on BN and this month, and shows the empty state', async () => {
    const api = stubApi({ 'GET /api/debt': () => ({ body: { items: [] } }) });
    renderScreen(<DebtSummaryPage />, '/bang-tong-hop-cong-no');
    expect(await screen.findByText('Không có lượt thuê nào có công nợ trong tháng này')).toBeTruthy();
    expect(api.callsTo('GET', '/api/debt').map(api.queryOf)).toEqual([{ building: 'BN', month: dayjs().format('YYYY-MM') }]);
  });
});
