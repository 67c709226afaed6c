import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { B, TODAY, M0, M1, M2, M3, MONTHS, get, balancesAt, s, writeDebtHistory } from './debt-history';
import { batchGetKeys, checkPages, keyOf, made, partitionOf, recordedRead, refusedCursor } from './paging';
import { debtSummaryWhole } from '../../functions/kernel/ledger/debt-summary-pages';
import { byRoomThenStay, debtTotals } from '../../shared/ledger/debt-totals';
import type { DebtSummaryRow } from '../../shared/api/ledger/debts';
import { addDays, lastDayOf } from '../../shared/dates';

/**
 * The debt summary a page at a time (GET /api/debt, issue 23 §13): every page at `limit=1` put
 * together is the one page of 500, which is the whole list the summary answered before
 * (`debtSummaryWhole`) row for row, and the totals the screen sums from every page (the shared
 * `debtTotals`) are the trial balance's 1311 on both sides. One history through the API, in a table
 * of its own (billing runs move the edit lock), over the three months before this one (M0..M2) and
 * this month (M3):
 *  - BN-101: Trần Thị Cũ (deposit 500,000) pays M0 on M1-05 and M1 on M2-05, leaves on M2-10 owing
 *    the rest of her final bill (departed, owing now); Phạm Văn Mới moves in on M2-15, M2 unpaid.
 *  - BN-102: Lê Thị Trước pays 20,000,000 ahead: paid ahead (Dư Có) all along.
 *  - BN-103: Đỗ Văn Nợ never pays M0..M2, then pays all of it today: settled now (`ARDONE`), a row
 *    this month too (his payment moved him).
 *  - BN-104: Ngô Thị Đi (deposit 500,000) leaves on M1-20 owing M0 and her final bill, pays it all on
 *    M2-05: settled then, a row up to M2, none this month (nothing moved her, nil all month).
 */
useOwnTable('debt-summary-pages-test');

const PATH = '/api/debt';

beforeAll(writeDebtHistory);

describe('the debt summary a page at a time (GET /api/debt, issue 23 §13)', () => {
  it('at limit=1 its pages are the page of 500, the whole list of before row for row, and their totals the trial balance’s 1311 both sides', async () => {
    const shown: Record<string, string[]> = {
      [M3]: [s.old, s.next, s.ahead, s.never],
      [M2]: [s.old, s.next, s.ahead, s.never, s.gone],
      [M1]: [s.old, s.ahead, s.never, s.gone],
      [M0]: [s.old, s.ahead, s.never, s.gone],
    };
    const departed: Record<string, string[]> = { [M3]: [s.old], [M2]: [s.old, s.gone], [M1]: [s.gone], [M0]: [] };
    for (const month of MONTHS) {
      const { whole, pages } = await checkPages(PATH, { building: B, month }, 1);
      const rows = (whole as DebtSummaryRow[]).slice().sort(byRoomThenStay);
      const before = await debtSummaryWhole(B, month);
      expect(rows, month).toEqual(before.rows);
      const totals = debtTotals(pages.flatMap((p) => p.items as DebtSummaryRow[]));
      expect(totals, month).toEqual(before.totals);
      expect(rows.map((r) => r.stay_id).sort(), month).toEqual([...shown[month]!].sort());
      expect(
        rows.filter((r) => r.status === 'checked_out').map((r) => r.stay_id),
        month,
      ).toEqual(departed[month]);
      // Each row as the journal has its stay: opening the day before the month (nothing before M0), closing at its end.
      const [opening, closing] = await Promise.all([
        month === M0 ? new Map<string, number>() : balancesAt(addDays(`${month}-01`, -1)),
        balancesAt(lastDayOf(month)),
      ]);
      for (const r of rows) {
        expect(r.opening, `${month} ${r.object} opening`).toBe(opening.get(r.object) ?? 0);
        expect(r.closing, `${month} ${r.object} closing`).toBe(closing.get(r.object) ?? 0);
        expect(r.opening + r.increase - r.decrease).toBe(r.closing);
      }
      // The screen's totals (every page, the shared sum) are the trial balance's 1311, each side on its own.
      const tb = await get('/api/journal/tb', { from: `${month}-01`, to: lastDayOf(month), building: B });
      const r1311 = tb.rows.find((x: { account: string }) => x.account === '1311');
      expect(r1311, month).toMatchObject({
        by_object: true,
        opening_debit: totals.opening_debit,
        opening_credit: totals.opening_credit,
        period_debit: totals.increase,
        period_credit: totals.decrease,
        closing_debit: totals.closing_debit,
        closing_credit: totals.closing_credit,
      });
      expect(totals.closing_debit, month).toBeGreaterThan(0);
      expect(totals.closing_credit, month).toBeGreaterThan(0);
      expect(totals.closing_debit - totals.closing_credit).toBe(totals.closing);
    }
  });

  it('hands out a cursor only from its own list: another building, a settled account before the month, a made-up key are 400', async () => {
    const now = await checkPages(PATH, { building: B, month: M3 }, 1);
    const openCursor = now.pages[0]!.cursor!;
    expect(keyOf(openCursor).GSI1PK).toBe(`AROPEN#${B}`);
    await refusedCursor(PATH, { building: 'GB', month: M3, cursor: openCursor });
    // A past month goes on from the open accounts to those settled since its first day: E (M2-05), then D (today).
    const m2 = await checkPages(PATH, { building: B, month: M2 }, 1);
    const settled = m2.pages.map((p) => p.cursor).filter((c): c is string => !!c && keyOf(c).GSI1PK === `ARDONE#${B}`);
    expect(settled.map((c) => keyOf(c).GSI1SK.split('#')[0])).toEqual([`${M2}-05`, TODAY]);
    const [goneCursor, neverCursor] = settled as [string, string];
    // This month reads those settled since M3-01: D's key, not E's.
    await refusedCursor(PATH, { building: B, month: M3, cursor: goneCursor });
    expect(ok(await invoke('GET', PATH, { query: { building: B, month: M3, limit: '1', cursor: neverCursor } })).items).toEqual([]);
    await refusedCursor(PATH, { building: B, month: M2, cursor: made({ ...keyOf(neverCursor), GSI1SK: `${addDays(`${M2}-01`, -1)}#103#X` }) });
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
      expect(
        first.calls.filter((c) => partitionOf(c) === 'ROLLUP#OBJ#1311'),
        'the rooms of old data: one Query on the first page',
      ).toHaveLength(1);
      let cursor: string | undefined = first.page.cursor;
      expect(cursor).toBeTruthy();
      while (cursor) {
        const next = await recorded({ building: B, month, limit: '2', cursor });
        expect(next.calls.some((c) => c.command === 'ScanCommand')).toBe(false);
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
        expect(next.calls.filter((c) => c.command === 'BatchGetItemCommand').length).toBeLessThanOrEqual(1);
        cursor = next.page.cursor;
      }
    }
  });
});
