import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { B, TODAY, M0, M1, M2, M3, MONTHS, balancesAt, s, writeDebtHistory } from './debt-history';
import { batchGetKeys, checkPages, everyItem, keyOf, made, partitionOf, recordedRead, refusedCursor } from './paging';
import { debtTotals } from '../../shared/ledger/debt-totals';
import { unpaidAt, unpaidNow } from '../../functions/kernel/ledger/stay-debts';
import { byRoomThenStay } from '../../functions/kernel/ledger/stay-debts-rules';
import { addDays, lastDayOf } from '../../shared/dates';

/**
 * The unpaid rent report a page at a time (GET /api/debt/search, issue 23 §13): every page at
 * `limit=1` put together is the one page of 500, which is the whole list the report answered before
 * (`unpaidNow` / `unpaidAt`, still read whole by the dashboard and the debt summary) to the đồng, and
 * its sum is the journal's 1311 Dư Nợ. One history through the API, in a table of its own (billing
 * runs move the edit lock), over the three months before this one (M0..M2) and this month (M3):
 *  - BN-101: Trần Thị Cũ (deposit 500,000) pays M0 on M1-05 and M1 on M2-05, leaves on M2-10 owing
 *    the rest of her final bill (departed, owing now); Phạm Văn Mới moves in on M2-15, M2 unpaid.
 *  - BN-102: Lê Thị Trước pays 20,000,000 ahead: an open account that owes nothing (no row).
 *  - BN-103: Đỗ Văn Nợ never pays M0..M2, then pays all of it today: settled now (`ARDONE`), owing at
 *    the end of every past month.
 *  - BN-104: Ngô Thị Đi (deposit 500,000) leaves on M1-20 owing M0 and her final bill, pays it all on
 *    M2-05: settled then, a departed tenant owing at the end of M0 and M1 only.
 */
useOwnTable('debt-search-pages-test');

const PATH = '/api/debt/search';
type Row = {
  room_id: string;
  stay_id: string | null;
  object: string;
  customer_name?: string;
  status: string | null;
  unpaid: number;
  months: { owed: number }[];
};

/** The whole list as the report answered it before it was paged. */
const wholeList = (month: string) => (month >= M3 ? unpaidNow(B, TODAY) : unpaidAt(B, month, TODAY));

beforeAll(writeDebtHistory);

describe('the unpaid rent report a page at a time (GET /api/debt/search, issue 23 §13)', () => {
  it('at limit=1 its pages are the page of 500, the whole list of before to the đồng, and their sum the journal’s 1311 Dư Nợ', async () => {
    const owing: Record<string, string[]> = {
      [M3]: [s.old, s.next],
      [M2]: [s.old, s.next, s.never],
      [M1]: [s.old, s.never, s.gone],
      [M0]: [s.old, s.never, s.gone],
    };
    const departed: Record<string, string[]> = { [M3]: [s.old], [M2]: [s.old], [M1]: [s.gone], [M0]: [] };
    for (const month of MONTHS) {
      const { whole, pages } = await checkPages(PATH, { building: B, month }, 1);
      const rows = whole as Row[];
      // Accounts that owe nothing then (paid ahead, settled) hold a page without a row: more pages than rows.
      expect(pages.length, month).toBeGreaterThan(rows.length);
      expect([...rows].sort(byRoomThenStay), month).toEqual(await wholeList(month));
      expect(rows.map((r) => r.stay_id).sort(), month).toEqual([...owing[month]!].sort());
      expect(
        rows.filter((r) => r.status === 'checked_out').map((r) => r.stay_id),
        month,
      ).toEqual(departed[month]);
      const journal = await balancesAt(lastDayOf(month));
      for (const r of rows) {
        expect(r.unpaid, `${month} ${r.object}`).toBe(journal.get(r.object));
        expect(r.months.reduce((t, m) => t + m.owed, 0)).toBe(r.unpaid);
      }
      const debit = [...journal.values()].filter((b) => b > 0).reduce((t, b) => t + b, 0);
      const total = pages.flatMap((p) => p.items as Row[]).reduce((t, r) => t + r.unpaid, 0);
      expect(total, `Σ unpaid of ${month} = 1311 Dư Nợ`).toBe(debit);
      expect(total).toBeGreaterThan(0);
      expect(debtTotals(await everyItem('/api/debt', { building: B, month })).closing_debit, `debt summary of ${month}`).toBe(total);
    }
  });

  it('hands out a cursor only from its own list: another building, a settled account before the month, a made-up key are 400', async () => {
    const now = await checkPages(PATH, { building: B, month: M3 }, 1);
    const openCursor = now.pages[0]!.cursor!;
    expect(keyOf(openCursor).GSI1PK).toBe(`AROPEN#${B}`);
    await refusedCursor(PATH, { building: 'GB', month: M3, cursor: openCursor });
    // A past month goes on from the open accounts to those settled since it: E (M2-05), then D (today).
    const m1 = await checkPages(PATH, { building: B, month: M1 }, 1);
    const settled = m1.pages.map((p) => p.cursor).filter((c): c is string => !!c && keyOf(c).GSI1PK === `ARDONE#${B}`);
    expect(settled.map((c) => keyOf(c).GSI1SK.split('#')[0])).toEqual([`${M2}-05`, TODAY]);
    const [goneCursor, neverCursor] = settled as [string, string];
    // This month reads the open accounts only; M2 those settled since M3-01: D's key, not E's.
    await refusedCursor(PATH, { building: B, month: M3, cursor: neverCursor });
    await refusedCursor(PATH, { building: B, month: M2, cursor: goneCursor });
    expect(ok(await invoke('GET', PATH, { query: { building: B, month: M2, limit: '1', cursor: neverCursor } })).items).toEqual([]);
    await refusedCursor(PATH, { building: B, month: M1, cursor: made({ ...keyOf(neverCursor), GSI1SK: `${addDays(`${M2}-01`, -1)}#103#X` }) });
    await refusedCursor(PATH, { building: B, month: M3, cursor: made({ ...keyOf(openCursor), PK: 'STAYAR#GB' }) });
    await refusedCursor(PATH, { building: B, month: M3, cursor: made({ GSI1PK: `AROPEN#${B}`, GSI1SK: 'x' }) });
    await refusedCursor(PATH, { building: B, month: M3, cursor: 'abc' });
    expect((await invoke('GET', PATH, { query: { building: B, month: M3, limit: '501' } })).status).toBe(400);
    expect((await invoke('GET', PATH, { query: { building: B, month: M3, limit: '0' } })).status).toBe(400);
  });

  it('a page reads at most `limit` accounts and the rollups of those only; the rooms of old data on the first page alone', async () => {
    const recorded = (query: Record<string, string>) => recordedRead(PATH, query);
    for (const month of [M3, M1]) {
      const first = await recorded({ building: B, month, limit: '2' });
      expect(first.calls.some((c) => c.command === 'ScanCommand')).toBe(false);
      const roomQuery = first.calls.filter((c) => partitionOf(c) === 'ROLLUP#OBJ#1311');
      expect(roomQuery, 'the rooms of old data: one Query on the first page').toHaveLength(1);
      let cursor: string | undefined = first.page.cursor;
      expect(cursor).toBeTruthy();
      while (cursor) {
        const next = await recorded({ building: B, month, limit: '2', cursor });
        const queries = next.calls.filter((c) => c.command === 'QueryCommand');
        expect(
          queries.map(partitionOf).every((p) => p === `AROPEN#${B}` || p === `ARDONE#${B}`),
          month,
        ).toBe(true);
        expect(
          queries.reduce((n, c) => n + c.items, 0),
          'accounts read',
        ).toBeLessThanOrEqual(2);
        expect(batchGetKeys(next.calls), 'rollups asked for').toBeLessThanOrEqual(2);
        if (month === M3) expect(batchGetKeys(next.calls)).toBe(0);
        expect(next.calls.filter((c) => c.command === 'BatchGetItemCommand').length).toBeLessThanOrEqual(1);
        cursor = next.page.cursor;
      }
    }
  });
});
