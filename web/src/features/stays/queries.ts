import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../shared/api/endpoint';
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
import { domainKey } from '../../api/query-keys';

export type CheckInSearch = QueryOf<typeof searchCheckIns>;
export type CheckOutSearch = QueryOf<typeof searchCheckOuts>;
export type ReturnDepositSearch = QueryOf<typeof searchReturnDeposits>;
export type CashDepositSearch = QueryOf<typeof searchCashDeposits>;
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
      queryFn: ({ signal }) => call(searchCashDeposits, { query: q, signal }),
    }),
};
