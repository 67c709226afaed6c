import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { checkPages, everyItem, keyOf, made, refusedCursor } from './paging';
import { installRecorder, type RecordedCall } from '../../functions/platform/db/recorder';
import { addMonths, lastDayOf, vnToday } from '../../shared/dates';

/**
 * The deposit money's cash and bank lines a page at a time (GET /api/general/cash/deposit/search,
 * issue 23 §13), read from the wallets' books (GSI2 `BOOK#<wallet>#<month>`) instead of the building's
 * whole journal: every page at `limit=2` put together is the page of 500, which is what the report
 * answered before (the range's journal lines on a wallet whose voucher is a deposit, a check-in, a
 * refund or an additional deposit, reversals included) line for line. One history through the API, in
 * a table of its own, over the two months before this one (M0, M1):
 *  - BN-101: a deposit of 2,000,000 in the BN cash box on M0-03, checked in on M0-08 holding
 *    3,000,000 (the top-up of 1,000,000 by bank), then 500,000 more deposit in cash on M1-05;
 *  - BN-102: a deposit of 3,000,000 by bank on M0-10;
 *  - BN-103: a deposit of 1,000,000 in cash on M1-02, deleted as entered by mistake (its reversal);
 *  - BN-104: checked in without a deposit on M0-05 holding 5,000,000 in cash, leaves on M1-15, the
 *    refund paid by bank on M1-17;
 *  - GB-101 and GB-102: deposits in the GB cash box and by bank (another building's lines);
 *  - 220 other receipts in the BN cash box on M0-01 and one by bank: wallet lines that are not
 *    deposit money, before every deposit line of the book.
 */
useOwnTable('cash-deposit-pages-test');

const PATH = '/api/general/cash/deposit/search';
const M = vnToday().slice(0, 7);
const [M0, M1] = [addMonths(M, -2), addMonths(M, -1)];
const FROM = `${M0}-01`;
const TO = lastDayOf(M1);
const BANK = 2;
const BN_CASH = 6;
const GB_CASH = 7;
const DEPOSIT_TYPES = ['deposit', 'check_in', 'return_deposit', 'additional_deposit_receipt'];

type Line = {
  entry_id: string;
  line: number;
  date: string;
  building: string;
  wallet?: number;
  voucher_type: string;
  debit: number;
  credit: number;
  reverses?: string;
};

const post = async (path: string, body: unknown, status = 201) => ok(await invoke('POST', path, { body }), status);
const deposit = (building: string, room_id: string, date: string, paid: number, wallet: number) =>
  post('/api/deposits', {
    building,
    room_id,
    customer_name: `Khách ${building}-${room_id}`,
    phone: '0909000111',
    amount_agreed: 3_000_000,
    amount_paid: paid,
    wallet,
    agent_user_id: 'walk-in',
    date,
    expected_move_in_date: date,
  });
const checkIn = (room_id: string, start_date: string, deposit_held: number, wallet: number, deposit_id?: string) =>
  post('/api/check-ins', {
    building: 'BN',
    room_id,
    ...(deposit_id ? { deposit_id } : {}),
    contract_no: `HD-BN${room_id}`,
    start_date,
    rent: 3_000_000,
    deposit_held,
    wallet,
    occupants: [{ name: `Người ở BN-${room_id}`, phone: '0912345678' }],
    start_readings: { electricity: 1_000, water: 50 },
    internet: false,
  });
const otherReceipts = (building: string, date: string, wallet: number, n: number) =>
  invoke('POST', '/api/receipt-other/createOrEditReceiptOthers', {
    body: { building, receipts: Array.from({ length: n }, (_, i) => ({ date, wallet, amount: 10_000 + i, account: '7111', payer: `Người nộp ${i}` })) },
  }).then((r) => expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBeLessThan(300));

/** The journal's own order: date, entry, line (what the report showed before it was paged). */
const byJournal = (a: Line, b: Line) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.entry_id < b.entry_id ? -1 : a.entry_id > b.entry_id ? 1 : a.line - b.line;
const sorted = (lines: Line[]) => [...lines].sort(byJournal);

/** What the report answered before: the range's journal lines (every page) on a wallet, of a deposit voucher. */
async function fromJournal(q: { building?: string; wallet?: number }): Promise<Line[]> {
  const lines = (await everyItem('/api/journal', { from: FROM, to: TO, ...(q.building ? { building: q.building } : {}) })) as Line[];
  return sorted(lines.filter((l) => l.wallet !== undefined && DEPOSIT_TYPES.includes(l.voucher_type) && (q.wallet === undefined || l.wallet === q.wallet)));
}

const refund = { amount: 0 };

beforeAll(async () => {
  for (let i = 0; i < 11; i++) await otherReceipts('BN', `${M0}-01`, BN_CASH, 20);
  await otherReceipts('BN', `${M1}-20`, BANK, 1);
  await otherReceipts('GB', `${M0}-02`, GB_CASH, 2);
  const d101 = await deposit('BN', '101', `${M0}-03`, 2_000_000, BN_CASH);
  await checkIn('101', `${M0}-08`, 3_000_000, BANK, d101.id);
  await deposit('BN', '102', `${M0}-10`, 3_000_000, BANK);
  const d103 = await deposit('BN', '103', `${M1}-02`, 1_000_000, BN_CASH);
  await post('/api/deposits/delete', { id: d103.id, reason: 'Nhập sai' }, 200);
  await post('/api/additional-deposit-receipt/createOrEditReceipts', { object: `deposit:${d101.id}`, date: `${M1}-05`, amount: 500_000, wallet: BN_CASH });
  const s104 = await checkIn('104', `${M0}-05`, 5_000_000, BN_CASH);
  const co = await post('/api/check-outs', {
    stay_id: s104.id,
    leave_date: `${M1}-15`,
    notice_date: `${M0}-10`,
    final_readings: { electricity: 1_100, water: 55 },
    waive_forfeit: true,
    waive_reason: 'Thử: không mất cọc',
  });
  refund.amount = co.refund;
  expect(refund.amount).toBeGreaterThan(0);
  await post('/api/return-deposits/update-return-deposit', { id: co.return_deposit_id, wallet: BANK, date: `${M1}-17` }, 200);
  await deposit('GB', '101', `${M0}-04`, 3_000_000, GB_CASH);
  await deposit('GB', '102', `${M1}-06`, 1_500_000, BANK);
});

describe('the deposit money through the wallets a page at a time (GET /api/general/cash/deposit/search, issue 23 §13)', () => {
  it('at limit=2 its pages are the page of 500, and that is the journal’s deposit lines on a wallet, reversals included', async () => {
    const { whole, pages } = await checkPages(PATH, { building: 'BN', from: FROM, to: TO }, 2);
    const lines = whole as Line[];
    expect(sorted(lines)).toEqual(await fromJournal({ building: 'BN' }));
    // 101: deposit, check-in top-up, additional deposit; 102: deposit; 103: deposit and its reversal; 104: check-in, refund.
    expect(lines).toHaveLength(8);
    expect(lines.filter((l) => l.reverses)).toHaveLength(1);
    expect(
      lines.reduce((s, l) => s + l.debit, 0),
      'Thu vào',
    ).toBe(2_000_000 + 1_000_000 + 500_000 + 3_000_000 + 1_000_000 + 5_000_000);
    expect(
      lines.reduce((s, l) => s + l.credit, 0),
      'Chi ra',
    ).toBe(1_000_000 + refund.amount);
    // The other receipts of the cash box sit before its deposit lines: pages that examined only them are empty and go on.
    expect(pages.some((p) => p.items.length === 0 && p.cursor)).toBe(true);
    expect(pages.at(-1)!.cursor).toBeUndefined();
  });

  it('one wallet reads its own book; every building reads every book; a cash box of another building holds nothing', async () => {
    for (const wallet of [BN_CASH, BANK]) {
      const { whole } = await checkPages(PATH, { building: 'BN', from: FROM, to: TO, wallet: String(wallet) }, 2);
      expect(sorted(whole as Line[]), `wallet ${wallet}`).toEqual(await fromJournal({ building: 'BN', wallet }));
      expect(whole.length).toBeGreaterThan(0);
    }
    const all = await checkPages(PATH, { from: FROM, to: TO }, 3);
    expect(sorted(all.whole as Line[])).toEqual(await fromJournal({}));
    expect(new Set((all.whole as Line[]).map((l) => l.building))).toEqual(new Set(['BN', 'GB']));
    const gb = await checkPages(PATH, { building: 'GB', from: FROM, to: TO }, 1);
    expect(sorted(gb.whole as Line[])).toEqual(await fromJournal({ building: 'GB' }));
    expect(gb.whole).toHaveLength(2);
    expect(ok(await invoke('GET', PATH, { query: { building: 'BN', from: FROM, to: TO, wallet: String(GB_CASH) } }))).toEqual({ items: [] });
    // One month of the range: the lines of its days only.
    const m1 = await checkPages(PATH, { building: 'BN', from: `${M1}-01`, to: `${M1}-16` }, 2);
    expect(sorted(m1.whole as Line[])).toEqual((await fromJournal({ building: 'BN' })).filter((l) => l.date >= `${M1}-01` && l.date <= `${M1}-16`));
  });

  it('a request examines at most 200 book lines, whatever it has to skip; and never the building’s journal', async () => {
    const recorder = installRecorder();
    try {
      const first = ok(await invoke('GET', PATH, { query: { building: 'BN', from: FROM, to: TO } }));
      const queries = recorder.calls.filter((c: RecordedCall) => c.command === 'QueryCommand');
      expect(recorder.calls.some((c) => c.command === 'ScanCommand')).toBe(false);
      const books = queries.map((c) => (c.input.ExpressionAttributeValues as Record<string, { S?: string }>)[':pk']?.S);
      // M0's books in the catalogue's order: the bank accounts, then the BN cash box (not GB's).
      expect(books).toEqual([2, 3, 4, 5, BN_CASH].map((w) => `BOOK#${w}#${M0}`));
      expect(queries.every((c) => c.input.IndexName === 'byRoom' && Number(c.input.Limit) <= 200)).toBe(true);
      // Bank book 2 of M0 holds 101's top-up and 102's deposit; then the cash box's 220 other receipts of
      // M0-01 come before its deposit lines: the request stops among them, 200 lines examined in all.
      expect((first.items as Line[]).map((l) => [l.wallet, l.voucher_type])).toEqual([
        [BANK, 'check_in'],
        [BANK, 'deposit'],
      ]);
      expect(keyOf(first.cursor).GSI2PK).toBe(`BOOK#${BN_CASH}#${M0}`);
      expect(keyOf(first.cursor).GSI2SK.startsWith(`${M0}-01#`)).toBe(true);
      expect(Number(queries.at(-1)!.input.Limit)).toBe(198);
    } finally {
      delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
    }
  });

  it('hands out a cursor only from its own list: another building’s cash box, another month, a day outside the range, a made-up key are 400', async () => {
    const q = { building: 'BN', from: FROM, to: TO };
    const cursors: string[] = [];
    let cursor: string | undefined;
    do {
      const page = ok(await invoke('GET', PATH, { query: { ...q, limit: '1', ...(cursor ? { cursor } : {}) } }));
      cursor = page.cursor;
      if (cursor) cursors.push(cursor);
    } while (cursor);
    const cash = cursors.find((c) => keyOf(c).GSI2PK === `BOOK#${BN_CASH}#${M1}`)!;
    expect(cash).toBeTruthy();
    expect(Object.keys(keyOf(cash)).sort()).toEqual(['GSI2PK', 'GSI2SK', 'PK', 'SK']);
    // GB reads the bank books and its own cash box, not BN's.
    await refusedCursor(PATH, { building: 'GB', from: FROM, to: TO, cursor: cash });
    // Another month: M1's book is not a part of M0's range.
    await refusedCursor(PATH, { building: 'BN', from: FROM, to: lastDayOf(M0), cursor: cash });
    // In the book of the range's month, but before its first day.
    await refusedCursor(PATH, { building: 'BN', from: `${M1}-20`, to: TO, cursor: cash });
    // One wallet: another wallet's book is not its list.
    await refusedCursor(PATH, { ...q, wallet: String(BANK), cursor: cash });
    await refusedCursor(PATH, { ...q, cursor: made({ ...keyOf(cash), GSI2PK: `BOOK#99#${M1}` }) });
    await refusedCursor(PATH, { ...q, cursor: made({ GSI1PK: `JNL#BN#${M1}`, GSI1SK: `${M1}-02`, PK: `JNL#${M1}`, SK: `${M1}-02` }) });
    await refusedCursor(PATH, { ...q, cursor: 'abc' });
    expect((await invoke('GET', PATH, { query: { ...q, limit: '501' } })).status).toBe(400);
    expect((await invoke('GET', PATH, { query: { ...q, limit: '0' } })).status).toBe(400);
  });
});
