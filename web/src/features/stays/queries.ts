import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../shared/api/endpoint';
import type { JournalLine } from '../../../../shared/api/ledger';
import { compareIso } from '../../../../shared/text/collate';
import {
  searchCashDeposits,
  searchCheckIns,
  searchCheckOuts,
  searchReturnDeposits,
  type createCheckIn,
  type createCheckOut,
  type updateReturnDeposit,
} from '../../../../shared/api/stays';
import { call } from '../../api/client';
import { callEveryPage } from '../../api/every-page';
import { domainKey } from '../../api/query-keys';

export type CheckInSearch = QueryOf<typeof searchCheckIns>;
export type CheckOutSearch = QueryOf<typeof searchCheckOuts>;
export type ReturnDepositSearch = QueryOf<typeof searchReturnDeposits>;
/** The report's filters: the pages are the query's own business (every one is read). */
export type CashDepositSearch = Omit<QueryOf<typeof searchCashDeposits>, 'limit' | 'cursor'>;
export type NewCheckIn = BodyOf<typeof createCheckIn>;
export type NewCheckOut = BodyOf<typeof createCheckOut>;
export type PayReturnDeposit = BodyOf<typeof updateReturnDeposit>;

/** Reports keep the last answer on screen while the next filter loads, so the table does not blink empty. */
const report = { placeholderData: keepPreviousData } as const;

/**
 * Stays and everything hanging off them (shared/api/stays): check-ins, check-outs, refunds and the
 * deposit money moving through the wallets, all under the `stays` domain's key.
 */
export const stayQueries = {
  all: () => domainKey('stays'),
  checkIns: (q: CheckInSearch) =>
    queryOptions({ ...report, queryKey: [...stayQueries.all(), 'check-ins', q] as const, queryFn: ({ signal }) => call(searchCheckIns, { query: q, signal }) }),
  /** The running stay of one room (rooms 2, 3 and 4 have exactly one), or null. */
  activeOfRoom: (building: CheckInSearch['building'], roomId: string) =>
    queryOptions({
      queryKey: [...stayQueries.all(), 'check-ins', 'active', building, roomId] as const,
      queryFn: async ({ signal }) => (await call(searchCheckIns, { query: { building, room_id: roomId, status: 'active' }, signal })).at(-1) ?? null,
    }),
  checkOuts: (q: CheckOutSearch) =>
    queryOptions({
      ...report,
      queryKey: [...stayQueries.all(), 'check-outs', q] as const,
      queryFn: ({ signal }) => call(searchCheckOuts, { query: q, signal }),
    }),
  returnDeposits: (q: ReturnDepositSearch) =>
    queryOptions({
      ...report,
      queryKey: [...stayQueries.all(), 'return-deposits', q] as const,
      queryFn: ({ signal }) => call(searchReturnDeposits, { query: q, signal }),
    }),
  cashDeposits: (q: CashDepositSearch) =>
    queryOptions({
      ...report,
      queryKey: [...stayQueries.all(), 'cash-deposits', q] as const,
      queryFn: ({ signal }) => cashDepositLines(q, signal),
    }),
};

/** The journal's own order: date, entry, line (what the report always showed). */
const byJournalOrder = (a: JournalLine, b: JournalLine) => compareIso(a.date, b.date) || compareIso(a.entry_id, b.entry_id) || a.line - b.line;

/**
 * The deposit money's cash and bank lines of the period (issue 23 §13): the server answers a page at a
 * time from the wallets' books, so the report reads every page, sorts the lines as the journal has them
 * and totals them itself.
 */
async function cashDepositLines(q: CashDepositSearch, signal: AbortSignal) {
  const lines = (await callEveryPage(searchCashDeposits, { query: q, signal })).sort(byJournalOrder);
  return {
    lines,
    total_in: lines.reduce((s, l) => s + l.debit, 0),
    total_out: lines.reduce((s, l) => s + l.credit, 0),
  };
}
