import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankTransaction } from '../../shared/api/bank';
import { asBankWallet, monthRange, rangeProblem } from '../../web/src/features/bank/bank-filters';
import BankBookPage from '../../web/src/features/bank/BankBookPage';
import { daysWaiting } from '../../web/src/components/data-table/days-waiting';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const URL_OCT = '/so-tien-ngan-hang?wallet=3&from=2026-10-01&to=2026-10-31';
const LINES = '/api/bank-transactions';
const BOOK = '/api/books/wallet';

/** Wallet 3 (1122) in October 2026: 10 M opening, a rent transfer in, a bank fee out. */
const BOOK_ANSWER = {
  wallet: 3,
  account: '1122',
  opening: 10_000_000,
  items: [
    {
      date: '2026-10-05',
      entry_id: 'E1',
      line: 0,
      voucher_type: 'receipt_room',
      voucher_id: 'R1',
      voucher_no: 'PTBN2610-001',
      description: 'Tiền phòng 101 tháng 10/2026',
      building: 'BN',
      object: 'room:BN-101',
      object_name: 'Phòng 101 (BN)',
      counter_accounts: ['1311'],
      debit: 3_500_000,
      credit: 0,
      balance: 13_500_000,
    },
    {
      date: '2026-10-20',
      entry_id: 'E2',
      line: 0,
      voucher_type: 'disbursement',
      voucher_id: 'D1',
      voucher_no: 'PCBN2610-004',
      description: 'Phí quản lý tài khoản',
      building: 'BN',
      counter_accounts: ['6428', '1331'],
      debit: 0,
      credit: 22_000,
      balance: 13_478_000,
    },
  ],
  total_debit: 3_500_000,
  total_credit: 22_000,
  closing: 13_478_000,
};

const ULID_A = '01JBQ0000000000000000000AA';
const line = (over: Partial<BankTransaction>): BankTransaction => ({
  id: `3-20261012-${ULID_A}`,
  wallet: 3,
  date: '2026-10-12',
  direction: 'in',
  amount: 3_200_000,
  content: 'NGUYEN VAN AN chuyen tien phong',
  reference: 'FT26285000001',
  counter_name: 'NGUYEN VAN AN',
  counter_account: '0071000999888',
  source: 'import',
  status: 'unmatched',
  suggestions: [],
  version: 3,
  created_at: '2026-10-12T03:00:00.000Z',
  ...over,
});

const QUEUED = line({
  suggestions: [
    { kind: 'room', building: 'GB', room_id: '205', reason: 'payer', label: 'Phòng 205 (GB) – người chuyển đã biết', score: 0.6 },
    { kind: 'room', building: 'BN', room_id: '101', reason: 'amount', label: 'Phòng 101 (BN) – còn nợ 3.200.000 ₫', score: 0.9 },
  ],
});
const MATCHED = line({
  id: `3-20261005-01JBQ0000000000000000000BB`,
  date: '2026-10-05',
  amount: 3_500_000,
  content: 'BN101 T10',
  status: 'matched',
  version: 2,
  match: { kind: 'receipt_room', voucher_type: 'receipt_room', voucher_id: 'R1', voucher_no: 'PTBN2610-001', building: 'BN', room_id: '101', auto: true },
});

const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
const rowTexts = () =>
  [...document.querySelectorAll('.ant-tabs-tabpane-active tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' ')),
  );
/** Picks an option of a select of a dialog by its label. */
async function pick(dialog: HTMLElement, label: string, option: string | RegExp) {
  await act(async () => fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  await click(await within(dropdown).findByText(option, { selector: '.ant-select-item-option-content' }));
}
/** "Ghi thu khác" of the only queued line: building BN, credit 4111, then "Lập phiếu thu". */
async function receiptCashOfLine(): Promise<HTMLElement> {
  await click(await screen.findByRole('button', { name: 'Ghi thu khác' }));
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
  await pick(dialog, 'Toà nhà', /^BN –/);
  await pick(dialog, 'Tài khoản ghi Có', /^4111 –/);
  await click(within(dialog).getByRole('button', { name: 'Lập phiếu thu' }));
  return dialog;
}
/** The lines the server holds, by status asked (`review`: unmatched, or with a conflict not checked yet). */
const linesAnswer =
  (items: BankTransaction[]) =>
  (c: ApiCall): Answer => {
    const status = c.query.get('status') ?? 'all';
    return {
      body: { items: items.filter((t) => status === 'all' || t.status === status || (status === 'review' && (t.status === 'unmatched' || t.conflict_open))) },
    };
  };

describe('bank screen filters', () => {
  it('a month is its first to last day; the range is checked as the book checks it; only bank wallets', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(rangeProblem('2026-10-31', '2026-10-01')).toBe('Ngày bắt đầu phải trước hoặc bằng ngày kết thúc');
    expect(rangeProblem('2026-08-01', '2026-10-31')).toBeUndefined();
    expect(rangeProblem('2026-08-01', '2026-11-01')).toBe('Mỗi lần xem tối đa 92 ngày');
    expect([asBankWallet('5'), asBankWallet('6'), asBankWallet('x')]).toEqual([5, 2, 2]);
  });
});

describe('bank book screen (/so-tien-ngan-hang)', () => {
  it('shows the wallet book of the URL: opening, each line with its counter accounts and running balance, the totals and closing', async () => {
    const api = stubApi({ [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }), [`GET ${LINES}`]: linesAnswer([]) });
    renderScreen(<BankBookPage />, URL_OCT);
    await screen.findByText('PTBN2610-001');
    expect(api.queryOf(api.callsTo('GET', BOOK)[0]!)).toEqual({ wallet: '3', from: '2026-10-01', to: '2026-10-31' });
    const rows = rowTexts();
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual(['01-10-2026', '', 'Số dư đầu kỳ', '', '', '', '', '10.000.000 ₫']);
    expect(rows[1]).toEqual(['05-10-2026', 'PTBN2610-001', 'Tiền phòng 101 tháng 10/2026', 'Phòng 101 (BN)', '1311', '3.500.000 ₫', '0 ₫', '13.500.000 ₫']);
    expect(rows[2]).toEqual(['20-10-2026', 'PCBN2610-004', 'Phí quản lý tài khoản', '', '6428, 1331', '0 ₫', '22.000 ₫', '13.478.000 ₫']);
    expect(rows[3]).toEqual(['31-10-2026', '', 'Cộng phát sinh', '', '', '3.500.000 ₫', '22.000 ₫', '']);
    expect(rows[4]).toEqual(['31-10-2026', '', 'Số dư cuối kỳ', '', '', '', '', '13.478.000 ₫']);
    // the shared table's exports
    expect(screen.getAllByRole('button', { name: /Xuất Excel/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Xuất CSV/ }).length).toBeGreaterThan(0);
  });

  it('refuses a range the book cannot answer instead of asking', async () => {
    const api = stubApi({ [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }), [`GET ${LINES}`]: linesAnswer([]) });
    renderScreen(<BankBookPage />, '/so-tien-ngan-hang?wallet=3&from=2026-01-01&to=2026-10-31');
    expect(await screen.findByText('Mỗi lần xem tối đa 92 ngày')).toBeTruthy();
    expect(api.callsTo('GET', BOOK)).toHaveLength(0);
    expect(api.callsTo('GET', LINES)).toHaveLength(0);
  });

  it('queue: the suggestions ranked best first; one click confirms a room with the line version, then the lists refresh', async () => {
    let held = [QUEUED, MATCHED];
    const put = vi.fn((c: ApiCall): Answer => {
      const body = c.body as { building: string; room_id: string };
      const done = {
        ...QUEUED,
        status: 'matched' as const,
        version: 4,
        suggestions: [],
        match: {
          kind: 'receipt_room' as const,
          voucher_type: 'receipt_room',
          voucher_id: 'R9',
          voucher_no: 'PTBN2610-009',
          building: body.building,
          room_id: body.room_id,
          auto: false,
        },
      };
      held = [done, MATCHED];
      return { body: done };
    });
    const api = stubApi({ [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }), [`GET ${LINES}`]: (c) => linesAnswer(held)(c), [`PUT ${LINES}/${QUEUED.id}`]: put });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=queue`);
    const table = await screen.findByLabelText('Hàng chờ xác nhận');
    const confirms = within(table).getAllByRole('button', { name: /^Xác nhận / });
    // Open work says how long it has waited: since the day the bank booked the line.
    expect(screen.getAllByRole('columnheader', { name: 'Số ngày chờ' }).length).toBeGreaterThan(0);
    expect(within(table).getByText(`${daysWaiting(QUEUED.date)!.toLocaleString('vi-VN')} ngày`)).toBeTruthy();
    expect(confirms.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Xác nhận Phòng 101 (BN) – còn nợ 3.200.000 ₫',
      'Xác nhận Phòng 205 (GB) – người chuyển đã biết',
    ]);
    expect(api.queryOf(api.callsTo('GET', LINES)[0]!)).toMatchObject({ wallet: '3', from: '2026-10-01', to: '2026-10-31', status: 'review' });
    const asked = api.callsTo('GET', LINES).length;
    await click(confirms[0]!);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const sent = api.callsTo('PUT', `${LINES}/${QUEUED.id}`)[0]!;
    expect(sent.body).toEqual({ action: 'match', version: 3, building: 'BN', room_id: '101' });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', LINES).length).toBeGreaterThan(asked));
    expect(await screen.findByText('Không còn dòng tiền vào nào chờ xác nhận trong khoảng thời gian này')).toBeTruthy();
  });

  it('queue: a transfer suggestion posts the internal transfer with both lines and their versions', async () => {
    const OUT = line({ id: `2-20261011-01JBQ0000000000000000000CC`, wallet: 2, date: '2026-10-11', direction: 'out', version: 5, content: 'CK noi bo' });
    const IN = line({
      content: 'CK noi bo',
      suggestions: [{ kind: 'transfer', bank_transaction_id: OUT.id, reason: 'transfer', label: 'Chuyển khoản nội bộ từ ví 2 ngày 11-10-2026', score: 1 }],
    });
    const post = vi.fn((): Answer => ({
      status: 201,
      body: { id: 'T1', date: '2026-10-12', from_wallet: 2, to_wallet: 3, amount: 3_200_000, out_id: OUT.id, in_id: IN.id },
    }));
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([IN]),
      // the server paired the outgoing half with another line of the same amount: its version is still there
      'GET /api/bank-internal-transfer/possible-transactions': () => ({
        body: { pairs: [{ out: OUT, in: { ...IN, id: `4-20261011-01JBQ0000000000000000000EE`, wallet: 4, version: 9 } }] },
      }),
      'POST /api/bank-internal-transfer': post,
    });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=queue`);
    const button = await screen.findByRole('button', { name: 'Xác nhận Chuyển khoản nội bộ từ ví 2 ngày 11-10-2026' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await click(button);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/api/bank-internal-transfer')[0]!.body).toEqual({ out_id: OUT.id, out_version: 5, in_id: IN.id, in_version: 3 });
    // the two halves may be two days apart: the pairs are read that much around the range
    expect(api.queryOf(api.callsTo('GET', '/api/bank-internal-transfer/possible-transactions')[0]!)).toEqual({ from: '2026-09-29', to: '2026-11-02' });
    expect(await screen.findByText('Đã ghi chuyển tiền nội bộ 3.200.000 ₫')).toBeTruthy();
  });

  it('queue: a line the bank sent again with other figures shows each replay, what the line became, and is dismissed on its version', async () => {
    const REPLAYED = {
      ...MATCHED,
      version: 5,
      conflict_open: true,
      conflicts: [
        {
          received_at: '2026-10-05T02:16:00.000Z',
          transaction_time: '2026-10-05 09:16:00',
          direction: 'in' as const,
          amount: 35_000_000,
          content: 'BN101 T10 lan 2',
          differs: ['amount' as const, 'content' as const],
        },
      ],
    };
    const put = vi.fn((): Answer => ({ body: { ...REPLAYED, conflict_open: undefined, version: 6 } }));
    const api = stubApi({ [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }), [`GET ${LINES}`]: linesAnswer([REPLAYED]), [`PUT ${LINES}/${REPLAYED.id}`]: put });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=queue`);
    const table = await screen.findByLabelText('Hàng chờ xác nhận');
    const shown = table.textContent?.replace(/\s/g, ' ');
    expect(shown).toContain('Ngân hàng gửi lại mã tham chiếu FT26285000001 với số liệu khác: dòng này giữ 3.500.000 ₫');
    expect(shown).toContain(
      'Ngân hàng gửi lại cùng mã tham chiếu: tiền vào 35.000.000 ₫, lúc 05-10-2026 09:16:00, nội dung "BN101 T10 lan 2" (khác số tiền, nội dung)',
    );
    expect(shown).toContain('Đã khớp: Phòng 101 (BN) · phiếu thu PTBN2610-001 (tự động)');
    // matched already: nothing to match it to, only to check
    expect(within(table).queryByRole('button', { name: 'Chọn phòng' })).toBeNull();
    await click(within(table).getByRole('button', { name: 'Đã đối chiếu' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT', `${LINES}/${REPLAYED.id}`)[0]!.body).toEqual({ action: 'dismiss_conflict', version: 5 });
    expect(await screen.findByText('Đã đối chiếu dòng 3.500.000 ₫ ngày 05-10-2026: giữ nguyên số tiền đã ghi')).toBeTruthy();
  });

  it('queue: a 409 shows the server message and the line stays queued', async () => {
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([QUEUED]),
      [`PUT ${LINES}/${QUEUED.id}`]: () => refusal(409, 'Giao dịch đã được người khác xử lý, vui lòng tải lại', { code: 'stale' }),
    });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=queue`);
    await click(await screen.findByRole('button', { name: 'Xác nhận Phòng 101 (BN) – còn nợ 3.200.000 ₫' }));
    expect(await screen.findByText('Giao dịch đã được người khác xử lý, vui lòng tải lại')).toBeTruthy();
    expect(api.callsTo('PUT', `${LINES}/${QUEUED.id}`)).toHaveLength(1);
  });

  it('queue: "Ghi thu khác" posts a receipt on the line wallet, date and amount, then links the line to it', async () => {
    const NONE = line({ content: 'GOP VON T10', counter_name: 'NGUYEN THI GAM' });
    const receipt = {
      id: 'RC1',
      receipt_no: 'TMBN2610-001',
      building: 'BN',
      date: NONE.date,
      wallet: 3,
      amount: NONE.amount,
      account_key: 'equity',
      account: '4111',
      payer: 'NGUYEN THI GAM',
      note: 'GOP VON T10',
      created_at: '2026-10-12T04:00:00Z',
      created_by: 'ketoan',
    };
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([NONE]),
      'POST /api/receipt-cash': () => ({ status: 201, body: receipt }),
      'POST /api/receipt-cash/link-bank-transaction': () => ({
        body: {
          ...NONE,
          status: 'matched',
          version: 4,
          match: { kind: 'linked', voucher_type: 'receipt_cash', voucher_id: 'RC1', voucher_no: 'TMBN2610-001', auto: false },
        },
      }),
    });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=queue`);
    expect(await screen.findByText('Không có gợi ý')).toBeTruthy();
    await receiptCashOfLine();
    await waitFor(() => expect(api.callsTo('POST', '/api/receipt-cash/link-bank-transaction')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/receipt-cash')[0]!.body).toEqual({
      building: 'BN',
      date: '2026-10-12',
      wallet: 3,
      amount: 3_200_000,
      account_key: 'equity',
      payer: 'NGUYEN THI GAM',
      note: 'GOP VON T10',
    });
    expect(api.callsTo('POST', '/api/receipt-cash/link-bank-transaction')[0]!.body).toEqual({
      bank_transaction_id: NONE.id,
      version: 3,
      voucher_type: 'receipt_cash',
      voucher_id: 'RC1',
    });
    expect(await screen.findByText('Đã lập phiếu thu TMBN2610-001 (3.200.000 ₫) và gắn với dòng sao kê')).toBeTruthy();
  });

  it('queue: "Ghi thu khác" retried after the link failed links the receipt already made instead of making another', async () => {
    const NONE = line({ content: 'GOP VON T10', counter_name: 'NGUYEN THI GAM' });
    const receipt = {
      id: 'RC2',
      receipt_no: 'TMBN2610-002',
      building: 'BN',
      date: NONE.date,
      wallet: 3,
      amount: NONE.amount,
      account_key: 'equity',
      account: '4111',
      created_at: '2026-10-12T04:00:00Z',
      created_by: 'ketoan',
    };
    let refuse = true;
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([NONE]),
      'POST /api/receipt-cash': () => ({ status: 201, body: receipt }),
      'POST /api/receipt-cash/link-bank-transaction': () =>
        refuse ? refusal(503, 'Hệ thống đang bận, vui lòng thử lại', { code: 'unavailable' }) : { body: { ...NONE, status: 'matched', version: 4 } },
    });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=queue`);
    const dialog = await receiptCashOfLine();
    expect(await within(dialog).findByText(/^Đã lập phiếu thu TMBN2610-002 nhưng chưa gắn được với dòng sao kê/)).toBeTruthy();
    refuse = false;
    await click(within(dialog).getByRole('button', { name: 'Lập phiếu thu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/receipt-cash/link-bank-transaction')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/receipt-cash')).toHaveLength(1);
    const [first, second] = api.callsTo('POST', '/api/receipt-cash/link-bank-transaction');
    expect(second!.body).toEqual({ bank_transaction_id: NONE.id, version: 3, voucher_type: 'receipt_cash', voucher_id: 'RC2' });
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(await screen.findByText('Đã lập phiếu thu TMBN2610-002 (3.200.000 ₫) và gắn với dòng sao kê')).toBeTruthy();
  });

  it('queue: a line with no suggestion is matched to a room picked by building and room, and to a departed tenant of it picked by name', async () => {
    const NONE = line({});
    const STAY_NOW = '01JBQ00000000000000000NOW1';
    const STAY_GONE = '01JBQ00000000000000000GON1';
    const stayRef = (stay_id: string, customer_name: string, status: 'active' | 'checked_out') => ({
      stay_id,
      contract_no: `HD-${customer_name}`,
      customer_name,
      start_date: '2026-06-01',
      status,
    });
    const owed = {
      stay: stayRef(STAY_NOW, 'Khách Mới', 'active'),
      months: [],
      owed: 0,
      credit: 0,
      balance: 0,
      stays: [
        {
          ...stayRef(STAY_GONE, 'Khách Cũ', 'checked_out'),
          leave_date: '2026-09-30',
          months: [
            {
              id: 'C1',
              kind: 'final_bill' as const,
              month: '2026-09',
              date: '2026-09-30',
              bill_no: 'HD-Khách Cũ',
              total: 3_500_000,
              paid: 300_000,
              owed: 3_200_000,
            },
          ],
          owed: 3_200_000,
          credit: 0,
          balance: 3_200_000,
        },
      ],
    };
    const room = (room_id: string) => ({
      building: 'TT',
      room_id,
      floor: 1,
      status: 2,
      rent: 3_200_000,
      deposit: 3_200_000,
      max_occupants: 3,
      version: 1,
      updated_at: '2026-10-01T00:00:00.000Z',
    });
    const put = vi.fn((c: ApiCall): Answer => {
      const b = c.body as { building: string; room_id: string };
      return {
        body: {
          ...NONE,
          status: 'matched',
          version: 4,
          match: {
            kind: 'receipt_room',
            voucher_type: 'receipt_room',
            voucher_id: 'R7',
            voucher_no: 'PTTT2610-007',
            building: b.building,
            room_id: b.room_id,
            auto: false,
          },
        },
      };
    });
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([NONE]),
      'GET /api/rooms': () => ({ body: { items: [room('301'), room('302')] } }),
      'GET /api/general/charge-rooms/months': () => ({ body: owed }),
      [`PUT ${LINES}/${NONE.id}`]: put,
    });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=queue`);
    await click(await screen.findByRole('button', { name: 'Chọn phòng' }));
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByText('Vui lòng chọn toà nhà')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    await pick(dialog, 'Toà nhà của phiếu', /^TT –/);
    await pick(dialog, 'Phòng', /^302 ·/);
    expect(api.queryOf(api.callsTo('GET', '/api/rooms')[0]!)).toEqual({ building: 'TT' });
    // The room's current tenant is offered first; the departed one who owes is picked by name.
    await waitFor(() => expect(within(dialog).getByText(/Khách Mới/)).toBeTruthy());
    await pick(dialog, 'Thu cho lượt thuê', /Khách Cũ/);
    await click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT', `${LINES}/${NONE.id}`)[0]!.body).toEqual({ action: 'match', version: 3, building: 'TT', room_id: '302', stay_id: STAY_GONE });
    expect(await screen.findByText('Đã khớp dòng 3.200.000 ₫ ngày 12-10-2026: Phòng 302 (TT) · phiếu thu PTTT2610-007')).toBeTruthy();
  });

  it('import: sends the file as base64 with the wallet and layout, then shows the counts and a failed balance check', async () => {
    const answer = {
      import_id: 'I1',
      layout: 'vcb',
      lines_read: 12,
      added: 10,
      duplicates: 2,
      matched: 7,
      queued: 3,
      check: {
        opening: 10_000_000,
        closing: 15_000_000,
        movements: 4_900_000,
        ok: false,
        message: 'Số dư đầu 10.000.000 + phát sinh 4.900.000 khác số dư cuối 15.000.000 (lệch 100.000)',
      },
    };
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([]),
      'POST /api/bank-transactions/import': () => ({ body: answer }),
    });
    renderScreen(<BankBookPage />, URL_OCT);
    await screen.findByText('PTBN2610-001');
    const asked = api.callsTo('GET', BOOK).length;
    await click(screen.getByRole('button', { name: /Nhập sao kê/ }));
    const dialog = await screen.findByRole('dialog');
    // nothing chosen yet: it says so and sends nothing
    await click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));
    expect(await within(dialog).findByText('Vui lòng chọn tệp sao kê')).toBeTruthy();
    const text = 'Ngày,Số tiền,Nội dung\n12/10/2026,3200000,BN101 T10\n';
    const file = new File([text], 'saoke-10.csv', { type: 'text/csv' });
    await act(async () => fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } }));
    expect(await within(dialog).findByText('saoke-10.csv')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/bank-transactions/import')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/bank-transactions/import')[0]!;
    expect(sent.body).toEqual({ wallet: 3, file_name: 'saoke-10.csv', content_base64: Buffer.from(text, 'utf8').toString('base64'), layout: 'auto' });
    const summary = await within(dialog).findByLabelText('Kết quả nhập sao kê');
    const cells = [...summary.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells).toEqual(['Số dòng đọc được', '12', 'Dòng mới', '10', 'Dòng trùng (đã có)', '2', 'Tự động khớp', '7', 'Chờ xác nhận', '3']);
    expect(within(summary).getByText('Số dư sao kê không khớp')).toBeTruthy();
    expect(within(summary).getByText(answer.check.message)).toBeTruthy();
    // the lists and the book are asked again
    await waitFor(() => expect(api.callsTo('GET', BOOK).length).toBeGreaterThan(asked));
    // done: the dialog closes without importing again
    await click(within(dialog).getByRole('button', { name: 'Xong' }));
    await waitFor(() => expect(screen.queryByLabelText('Kết quả nhập sao kê')).toBeNull());
    expect(api.callsTo('POST', '/api/bank-transactions/import')).toHaveLength(1);
  });

  it('import: sends an Idempotency-Key; the same import retried after a lost answer sends the same key, another file a new one', async () => {
    const ok = { import_id: 'I3', layout: 'vcb', lines_read: 1, added: 1, duplicates: 0, matched: 0, queued: 1, check: { movements: 3_200_000, ok: true } };
    let lose = true;
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([]),
      'POST /api/bank-transactions/import': () => {
        // The first attempt never answers, as a dropped connection (the server may have taken it).
        if (lose) throw new TypeError('Failed to fetch');
        return { body: ok };
      },
    });
    const imports = () => api.callsTo('POST', '/api/bank-transactions/import');
    const keyOf = (i: number) => imports()[i]!.headers['Idempotency-Key'];
    const choose = (dialog: HTMLElement, name: string, text: string) =>
      act(async () => fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File([text], name, { type: 'text/csv' })] } }));
    renderScreen(<BankBookPage />, URL_OCT);
    await click(await screen.findByRole('button', { name: /Nhập sao kê/ }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, 'saoke-10.csv', 'Ngày,Số tiền,Nội dung\n12/10/2026,3200000,BN101 T10\n');
    await click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));
    await waitFor(() => expect(imports()).toHaveLength(1));
    expect(await screen.findByText('Không kết nối được máy chủ, vui lòng thử lại.')).toBeTruthy();
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);

    // "Nhập tệp" again with the same file and choices: the same import, so the same key.
    lose = false;
    await click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));
    await waitFor(() => expect(imports()).toHaveLength(2));
    expect(imports()[1]!.body).toEqual(imports()[0]!.body);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(await within(dialog).findByLabelText('Kết quả nhập sao kê')).toBeTruthy();

    // Another file: another import, another key.
    await choose(dialog, 'saoke-11.csv', 'Ngày,Số tiền,Nội dung\n02/11/2026,3500000,BN101 T11\n');
    await click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));
    await waitFor(() => expect(imports()).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('import with the column mapping sends the header row and the columns filled in', async () => {
    const ok = { import_id: 'I2', layout: 'mapping', lines_read: 1, added: 1, duplicates: 0, matched: 0, queued: 1, check: { movements: 3_200_000, ok: true } };
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([]),
      'POST /api/bank-transactions/import': () => ({ body: ok }),
    });
    renderScreen(<BankBookPage />, URL_OCT);
    await click(await screen.findByRole('button', { name: /Nhập sao kê/ }));
    const dialog = await screen.findByRole('dialog');
    await pick(dialog, 'Mẫu sao kê', 'Tự chọn cột');
    await act(async () =>
      fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File(['a,b,c\n'], 'khac.csv', { type: 'text/csv' })] } }),
    );
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Cột ngày giao dịch'), { target: { value: 'A' } }));
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Cột nội dung'), { target: { value: 'Diễn giải' } }));
    await click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));
    expect(await within(dialog).findByText('Chọn cột số tiền, hoặc cột ghi có / ghi nợ')).toBeTruthy();
    expect(api.callsTo('POST', '/api/bank-transactions/import')).toHaveLength(0);
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Cột tiền vào (ghi có)'), { target: { value: 'C' } }));
    await click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/bank-transactions/import')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/bank-transactions/import')[0]!.body).toMatchObject({
      layout: 'mapping',
      mapping: { header_row: 1, date: 'A', content: 'Diễn giải', credit: 'C' },
    });
    expect(await within(dialog).findByText('Số dư khớp: đầu kỳ + phát sinh = cuối kỳ')).toBeTruthy();
  });

  it('statement: shows each line state and what it matched; unmatch asks first and sends nothing until confirmed', async () => {
    const IGNORED = line({
      id: `3-20261020-01JBQ0000000000000000000DD`,
      date: '2026-10-20',
      direction: 'out',
      amount: 22_000,
      content: 'PHI QLTK',
      status: 'ignored',
      version: 1,
    });
    const put = vi.fn((): Answer => ({ body: { ...MATCHED, status: 'unmatched', match: undefined, version: 3 } }));
    const api = stubApi({
      [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }),
      [`GET ${LINES}`]: linesAnswer([QUEUED, MATCHED, IGNORED]),
      [`PUT ${LINES}/${MATCHED.id}`]: put,
    });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=statement`);
    await screen.findByText('BN101 T10');
    const rows = rowTexts();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        '05-10-2026',
        '3.500.000 ₫',
        'NGUYEN VAN AN · 0071000999888',
        'FT26285000001',
        'BN101 T10',
        'Đã khớp',
        'Phòng 101 (BN) · phiếu thu PTBN2610-001 (tự động)',
      ]),
    );
    expect(rows[0]).toContain('Chờ xác nhận');
    expect(rows[2]).toEqual(expect.arrayContaining(['22.000 ₫', 'Bỏ qua']));
    expect(api.queryOf(api.callsTo('GET', LINES).find((c) => c.query.get('status') === 'all')!)).toMatchObject({ wallet: '3', status: 'all', limit: '200' });

    await click(screen.getByRole('button', { name: /^Bỏ khớp 05-10-2026 · 3\.500\.000/ }));
    // antd writes a confirm's title twice (heading and dialog label): the dialog is the one box
    const box = (await screen.findAllByText('Bỏ khớp dòng sao kê?')).at(-1)!.closest('.ant-modal-confirm') as HTMLElement;
    expect(box.textContent).toContain('Phòng 101 (BN) · phiếu thu PTBN2610-001');
    await click(within(box).getByRole('button', { name: 'Không' }));
    expect(put).not.toHaveBeenCalled();

    await click(screen.getByRole('button', { name: /^Bỏ khớp 05-10-2026 · 3\.500\.000/ }));
    const again = (await screen.findAllByText('Bỏ khớp dòng sao kê?')).at(-1)!.closest('.ant-modal-confirm') as HTMLElement;
    await click(within(again).getByRole('button', { name: 'Bỏ khớp' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT', `${LINES}/${MATCHED.id}`)[0]!.body).toEqual({ action: 'unmatch', version: 2 });
    expect(await screen.findByText('Đã bỏ khớp dòng 3.500.000 ₫ ngày 05-10-2026')).toBeTruthy();
  });

  it('statement: ignore and note send the action with the line version', async () => {
    const put = vi.fn((c: ApiCall): Answer => {
      const b = c.body as { action: string; note?: string };
      return { body: b.action === 'ignore' ? { ...QUEUED, status: 'ignored', suggestions: [], version: 4 } : { ...QUEUED, note: b.note, version: 4 } };
    });
    const api = stubApi({ [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }), [`GET ${LINES}`]: linesAnswer([QUEUED]), [`PUT ${LINES}/${QUEUED.id}`]: put });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=statement`);
    await screen.findByText('NGUYEN VAN AN chuyen tien phong');
    await click(screen.getByRole('button', { name: /^Ghi chú 12-10-2026/ }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Ghi chú'), { target: { value: '  Anh An trả hộ phòng 101  ' } }));
    await click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Đã lưu ghi chú')).toBeTruthy();
    await click(screen.getByRole('button', { name: /^Bỏ qua 12-10-2026/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(api.callsTo('PUT', `${LINES}/${QUEUED.id}`).map((c) => c.body)).toEqual([
      { action: 'note', version: 3, note: 'Anh An trả hộ phòng 101' },
      { action: 'ignore', version: 3 },
    ]);
    expect(await screen.findByText('Đã bỏ qua dòng 3.200.000 ₫ ngày 12-10-2026')).toBeTruthy();
  });

  it('statement: the status filter is in the URL and asks the server for that state', async () => {
    const api = stubApi({ [`GET ${BOOK}`]: () => ({ body: BOOK_ANSWER }), [`GET ${LINES}`]: linesAnswer([QUEUED, MATCHED]) });
    renderScreen(<BankBookPage />, `${URL_OCT}&tab=statement&status=matched`);
    await screen.findByText('BN101 T10');
    expect(screen.queryByText('NGUYEN VAN AN chuyen tien phong')).toBeNull();
    expect(api.callsTo('GET', LINES).some((c) => c.query.get('status') === 'matched')).toBe(true);
  });
});
