import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReceiptSummaryPage from '../../web/src/features/receipts-summary/ReceiptSummaryPage';
import { summaryRows } from '../../web/src/features/receipts-summary/summary-rows';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

/** Tân Thịnh, October 2026: a scrap sale into the bank, two rent receipts and a collected one in cash. */
const ANSWER = {
  rows: [
    { id: 'A', date: '2026-10-15', receipt_no: 'PKTT2610-001', kind: 'other', wallet: 2, amount: 200_000, description: 'Vựa ve chai – Thu nhập khác' },
    { id: 'B', date: '2026-10-25', receipt_no: 'PTTT2610-001', kind: 'room', room_id: '101', wallet: 8, amount: 3_000_000, description: 'Tiền phòng 101 tháng 10/2026' },
    { id: 'C', date: '2026-10-26', receipt_no: 'PTTT2610-002', kind: 'room', room_id: '102', wallet: 8, amount: 400_000, description: 'Tiền phòng 102 tháng 10/2026' },
    { id: 'D', date: '2026-10-28', receipt_no: 'THTT2610-001', kind: 'collected', room_id: '103', wallet: 8, amount: 2_000_000, description: 'Tiền phòng 103 tháng 10/2026 (người thu: Hùng)' },
  ],
  totals: {
    by_wallet: [
      { wallet: 2, amount: 200_000 },
      { wallet: 8, amount: 5_400_000 },
    ],
    by_kind: [
      { kind: 'room', amount: 3_400_000 },
      { kind: 'collected', amount: 2_000_000 },
      { kind: 'other', amount: 200_000 },
    ],
    total: 5_600_000,
  },
} as const;
const EMPTY = { rows: [], totals: { by_wallet: [], by_kind: [], total: 0 } };
const PATH = '/api/general/receipt-room-and-other';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));

describe('receipt summary rows', () => {
  it('labels kinds and wallets in Vietnamese and ends with the server total', () => {
    const rows = summaryRows(structuredClone(ANSWER) as never);
    expect(rows.map((r) => r.kind)).toEqual(['Thu khác', 'Thu tiền phòng', 'Thu tiền phòng', 'Thu tiền', '']);
    expect(rows[0]!.wallet).toBe('Ngân hàng cô Gấm (1)');
    expect(rows.at(-1)).toMatchObject({ isTotal: true, receipt_no: 'Tổng cộng', amount: 5_600_000 });
    expect(summaryRows(EMPTY)).toEqual([]);
    expect(summaryRows(undefined)).toEqual([]);
  });
});

describe('receipt summary screen (/bang-tong-hop-phieu-thu-tien)', () => {
  it('asks with the building and range of the URL and shows the receipts, the totals per wallet and kind, in vi-VN money', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => ({ body: ANSWER }) });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien?building=TT&from=2026-10-01&to=2026-10-31');

    await screen.findByText('PKTT2610-001');
    const asked = api.callsTo('GET', PATH);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.query)).toEqual({ building: 'TT', from: '2026-10-01', to: '2026-10-31' });

    // the receipts' table: seven columns (the totals tables have two)
    const bodyRows = [...document.querySelectorAll('tbody tr.ant-table-row')].filter((tr) => tr.querySelectorAll('td').length === 7);
    expect(bodyRows).toHaveLength(5);
    expect(cellTexts(bodyRows[0]!)).toEqual(['15-10-2026', 'PKTT2610-001', 'Thu khác', '', 'Ngân hàng cô Gấm (1)', '200.000 ₫', 'Vựa ve chai – Thu nhập khác']);
    expect(cellTexts(bodyRows[3]!)).toEqual(['28-10-2026', 'THTT2610-001', 'Thu tiền', '103', 'Tiền mặt TT', '2.000.000 ₫', 'Tiền phòng 103 tháng 10/2026 (người thu: Hùng)']);
    const total = bodyRows.at(-1)!;
    expect(cellTexts(total)).toEqual(['', 'Tổng cộng', '', '', '', '5.600.000 ₫', '4 phiếu thu']);
    for (const td of total.querySelectorAll('td')) expect((td as HTMLElement).style.fontWeight).toBe('700');

    const byWallet = screen.getByLabelText('Tổng theo ví tiền');
    expect([...byWallet.querySelectorAll('tbody tr.ant-table-row')].map(cellTexts)).toEqual([
      ['Ngân hàng cô Gấm (1)', '200.000 ₫'],
      ['Tiền mặt TT', '5.400.000 ₫'],
    ]);
    const byKind = screen.getByLabelText('Tổng theo loại phiếu');
    expect([...byKind.querySelectorAll('tbody tr.ant-table-row')].map(cellTexts)).toEqual([
      ['Thu tiền phòng', '3.400.000 ₫'],
      ['Thu tiền', '2.000.000 ₫'],
      ['Thu khác', '200.000 ₫'],
    ]);
    expect(within(byKind).getByText('5.600.000 ₫')).toBeTruthy();
    // the shared table's export and print
    expect(screen.getByRole('button', { name: /Excel/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /In/ })).toBeTruthy();
  });

  it('says what is wrong with a range over 12 months instead of asking', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => ({ body: EMPTY }) });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien?building=TT&from=2025-01-01&to=2026-10-31');
    expect(await screen.findByText('Khoảng thời gian tối đa 12 tháng')).toBeTruthy();
    expect(api.callsTo('GET', PATH)).toHaveLength(0);
  });

  it('opens on BN from the first of this month to today, and shows the empty state', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => ({ body: EMPTY }) });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien');
    expect(await screen.findByText('Không có phiếu thu nào trong khoảng thời gian này')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', PATH)).toHaveLength(1));
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    expect(Object.fromEntries(api.callsTo('GET', PATH)[0]!.query)).toEqual({ building: 'BN', from: `${month}-01`, to: `${month}-${pad(now.getDate())}` });
    expect(screen.queryByLabelText('Tổng theo ví tiền')).toBeNull();
  });
});
