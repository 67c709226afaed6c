import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ReceiptSummaryPage from '../../web/src/features/receipts/summary/ReceiptSummaryPage';
import { summaryRows } from '../../web/src/features/receipts/summary/summary-rows';
import { summaryOf } from '../../shared/receipts/summary';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const OTHER_ID = '01K00000000000000000000XYZ';

/** Tân Thịnh, October 2026: a scrap sale into the bank, two rent receipts and a collected one in cash. */
const ANSWER = {
  rows: [
    { id: OTHER_ID, date: '2026-10-15', receipt_no: 'PKTT2610-001', kind: 'other', wallet: 2, amount: 200_000, description: 'Vựa ve chai – Thu nhập khác' },
    {
      id: 'B',
      date: '2026-10-25',
      receipt_no: 'PTTT2610-001',
      kind: 'room',
      room_id: '101',
      wallet: 8,
      amount: 3_000_000,
      description: 'Tiền phòng 101 tháng 10/2026',
    },
    {
      id: 'C',
      date: '2026-10-26',
      receipt_no: 'PTTT2610-002',
      kind: 'room',
      room_id: '102',
      wallet: 8,
      amount: 400_000,
      description: 'Tiền phòng 102 tháng 10/2026',
    },
    {
      id: 'D',
      date: '2026-10-28',
      receipt_no: 'THTT2610-001',
      kind: 'collected',
      room_id: '103',
      wallet: 8,
      amount: 2_000_000,
      description: 'Tiền phòng 103 tháng 10/2026 (người thu: Hùng)',
    },
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
/** The answer's rows as the server pages them: the rent-side receipts month by month, then the other receipts. */
const SERVER_ORDER = [ANSWER.rows[1], ANSWER.rows[2], ANSWER.rows[3], ANSWER.rows[0]];
/** Two pages of them: the second asked with the first's cursor. */
const PAGED = (c: { query: URLSearchParams }) =>
  c.query.get('cursor') === 'page-2' ? { body: { items: SERVER_ORDER.slice(2) } } : { body: { items: SERVER_ORDER.slice(0, 2), cursor: 'page-2' } };
const NONE = () => ({ body: { items: [] } });

// A whole screen with its dialogs renders slowly in jsdom on a busy 2-core machine.

const TODAY = dayjs().format('YYYY-MM-DD');
/** The other receipt of the answer as its own search gives it. */
const STORED = {
  id: OTHER_ID,
  receipt_no: 'PKTT2610-001',
  building: 'TT',
  date: '2026-10-15',
  wallet: 2,
  amount: 200_000,
  account: '7111',
  payer: 'Vựa ve chai',
  note: 'Bán phế liệu',
  version: 1,
  status: 'active',
  created_at: '2026-10-15T03:00:00Z',
  created_by: 'ketoan',
};
const READS = {
  [`GET ${PATH}`]: PAGED,
  'GET /api/rooms': () => ({ body: { items: [] } }),
  // October open: the receipts of the answer may be corrected whatever day the test runs
  'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-10' } }),
};
async function pick(label: string, optionText: string | RegExp) {
  await act(async () => fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}
const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
/** The receipt's dialog (a refusal also opens the app's one error dialog). */
const dialog = () => screen.getAllByRole('dialog').find((d) => d.textContent?.includes('phiếu thu khác')) ?? screen.getByRole('dialog');
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

  it('makes the summary of every page: rows by date then number, totals per wallet and per kind', () => {
    expect(summaryOf(structuredClone(SERVER_ORDER) as never)).toEqual(ANSWER);
    expect(summaryOf([])).toEqual(EMPTY);
  });
});

describe('receipt summary screen (/bang-tong-hop-phieu-thu-tien)', () => {
  it('asks with the building and range of the URL and shows the receipts, the totals per wallet and kind, in vi-VN money', async () => {
    const api = stubApi({ [`GET ${PATH}`]: PAGED });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien?building=TT&from=2026-10-01&to=2026-10-31');

    await screen.findByText('PKTT2610-001');
    // every page, one after the other: the second with the first's cursor
    const asked = api.callsTo('GET', PATH);
    expect(asked).toHaveLength(2);
    expect(Object.fromEntries(asked[0]!.query)).toEqual({ building: 'TT', from: '2026-10-01', to: '2026-10-31' });
    expect(Object.fromEntries(asked[1]!.query)).toEqual({ building: 'TT', from: '2026-10-01', to: '2026-10-31', cursor: 'page-2' });

    // the receipts' table: eight columns (the totals tables have two)
    const bodyRows = [...document.querySelectorAll('tbody tr.ant-table-row')].filter((tr) => tr.querySelectorAll('td').length === 8);
    expect(bodyRows).toHaveLength(5);
    expect(cellTexts(bodyRows[0]!)).toEqual([
      '15-10-2026',
      'PKTT2610-001',
      'Thu khác',
      '',
      'Ngân hàng cô Gấm (1)',
      '200.000 ₫',
      'Vựa ve chai – Thu nhập khác',
      'Sửa',
    ]);
    expect(cellTexts(bodyRows[3]!)).toEqual([
      '28-10-2026',
      'THTT2610-001',
      'Thu tiền',
      '103',
      'Tiền mặt TT',
      '2.000.000 ₫',
      'Tiền phòng 103 tháng 10/2026 (người thu: Hùng)',
      '',
    ]);
    // Issue 24: a room number opens the room's page (of the building asked); an other receipt and the totals have none.
    expect(bodyRows[3]!.querySelectorAll('td')[3]!.querySelector('a')!.getAttribute('href')).toBe('/phong/TT/103');
    expect(bodyRows[0]!.querySelectorAll('td')[3]!.querySelector('a')).toBeNull();
    const total = bodyRows.at(-1)!;
    expect(cellTexts(total)).toEqual(['', 'Tổng cộng', '', '', '', '5.600.000 ₫', '4 phiếu thu', '']);
    expect(total.querySelector('a')).toBeNull();
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
    const api = stubApi({ [`GET ${PATH}`]: NONE });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien?building=TT&from=2025-01-01&to=2026-10-31');
    expect(await screen.findByText('Khoảng thời gian tối đa 12 tháng')).toBeTruthy();
    expect(api.callsTo('GET', PATH)).toHaveLength(0);
  });

  it('opens on BN from the first of this month to today, and shows the empty state', async () => {
    const api = stubApi({ [`GET ${PATH}`]: NONE });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien');
    expect(await screen.findByText('Không có phiếu thu nào trong khoảng thời gian này')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', PATH)).toHaveLength(1));
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    expect(Object.fromEntries(api.callsTo('GET', PATH)[0]!.query)).toEqual({ building: 'BN', from: `${month}-01`, to: `${month}-${pad(now.getDate())}` });
    expect(screen.queryByLabelText('Tổng theo ví tiền')).toBeNull();
  });

  it('enters an other receipt: the form refuses what is missing, then posts it with the building and refreshes the summary', async () => {
    const created = {
      ...STORED,
      id: '01K00000000000000000000NEW',
      receipt_no: 'PKTT2611-001',
      amount: 150_000,
      account: '7112',
      payer: 'Anh Ba',
      wallet: 8,
      date: TODAY,
    };
    const api = stubApi({ ...READS, 'POST /api/receipt-other': () => ({ status: 201, body: created }) });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien?building=TT&from=2026-10-01&to=2026-10-31');
    await screen.findByText('PKTT2610-001');
    await click(screen.getByRole('button', { name: /Lập phiếu thu khác/ }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    // The contract's words (zod-rules): its own where it has them, zod-vi's for a field it says nothing of.
    await waitFor(() => expect(document.querySelector('#receipt-other_payer_help')?.textContent).toBe('Vui lòng nhập người nộp tiền'));
    expect(document.querySelector('#receipt-other_amount_help')?.textContent).toBe('Vui lòng nhập số tiền');
    expect(api.callsTo('POST', '/api/receipt-other')).toHaveLength(0);

    await pick('Loại thu', /^7112 –/);
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Người nộp tiền'), { target: { value: ' Anh Ba ' } }));
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Số tiền'), { target: { value: '150.000' } }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/receipt-other')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/receipt-other')[0]!;
    expect(sent.body).toEqual({ building: 'TT', date: TODAY, wallet: 8, amount: 150_000, account: '7112', payer: 'Anh Ba' });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    await screen.findByText('Đã lưu phiếu thu khác PKTT2611-001: 150.000 ₫');
    await waitFor(() => expect(api.callsTo('GET', PATH).length).toBeGreaterThan(1));
  });

  it('corrects an other receipt with the version it was read with, and shows a refusal on its field', async () => {
    let refuse = true;
    const api = stubApi({
      ...READS,
      'GET /api/receipt-other/search': () => ({ body: [STORED] }),
      [`PUT /api/receipt-other/${OTHER_ID}`]: () =>
        refuse
          ? { status: 409, body: { message: 'Phòng 999 không tồn tại', code: 'not_found', field: 'room_id' } }
          : { body: { ...STORED, amount: 250_000, version: 2 } },
    });
    renderScreen(<ReceiptSummaryPage />, '/bang-tong-hop-phieu-thu-tien?building=TT&from=2026-10-01&to=2026-10-31');
    await click(await screen.findByRole('button', { name: 'Sửa phiếu PKTT2610-001' }));
    // the receipt is read first (its day's other receipts), then the form opens filled in
    await waitFor(() => expect((within(dialog()).getByLabelText('Người nộp tiền') as HTMLInputElement).value).toBe('Vựa ve chai'), { timeout: 10_000 });
    expect((within(dialog()).getByLabelText('Số tiền') as HTMLInputElement).value).toBe('200.000');
    expect(Object.fromEntries(api.callsTo('GET', '/api/receipt-other/search')[0]!.query)).toEqual({ building: 'TT', from: '2026-10-15', to: '2026-10-15' });
    await act(async () => fireEvent.change(within(dialog()).getByLabelText('Số tiền'), { target: { value: '250.000' } }));
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.querySelector('#receipt-other_room_id_help')?.textContent).toBe('Phòng 999 không tồn tại'), { timeout: 10_000 });
    refuse = false;
    await click(within(dialog()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/receipt-other/${OTHER_ID}`)).toHaveLength(2), { timeout: 10_000 });
    const [first, second] = api.callsTo('PUT', `/api/receipt-other/${OTHER_ID}`);
    expect(second!.body).toEqual({ version: 1, date: '2026-10-15', wallet: 2, amount: 250_000, account: '7111', payer: 'Vựa ve chai', note: 'Bán phế liệu' });
    // the same submission retried: the same Idempotency-Key
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    await screen.findByText('Đã lưu phiếu thu khác PKTT2610-001: 250.000 ₫');
  });
});
