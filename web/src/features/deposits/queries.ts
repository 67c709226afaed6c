import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  depositStatusOf,
  listCommissions,
  receiptContinuous,
  receiptWrongFormat,
  searchCancelledDeposits,
  searchDeposits,
  type cancelDeposit,
  type createDeposit,
  type createOrEditAdditionalDeposit,
  type deleteDeposit,
  type transferDeposit,
} from '../../../../shared/api/deposits';
import type { BodyOf, QueryOf } from '../../../../shared/api/endpoint';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { callEveryPage } from '../../api/every-page';
import { domainKey } from '../../api/query-keys';
import { compareIso, compareNumbered, compareVietnamese } from '../../../../shared/text/collate';

export type DepositSearch = QueryOf<typeof searchDeposits>;
export type CancelledSearch = QueryOf<typeof searchCancelledDeposits>;
/** The screen's filters: every page of them is read. */
export type CommissionQuery = Omit<QueryOf<typeof listCommissions>, 'limit' | 'cursor'>;
export type WrongFormatQuery = QueryOf<typeof receiptWrongFormat>;
export type ContinuousQuery = QueryOf<typeof receiptContinuous>;
export type NewDeposit = BodyOf<typeof createDeposit>;
export type CancelBody = BodyOf<typeof cancelDeposit>;
export type DeleteBody = BodyOf<typeof deleteDeposit>;
export type TransferBody = BodyOf<typeof transferDeposit>;
export type AdditionalReceiptBody = BodyOf<typeof createOrEditAdditionalDeposit>;

/** Reports keep showing the last answer while the next filter loads, so the table does not blink empty. */
const report = { placeholderData: keepPreviousData } as const;

/** The deposits domain (shared/api/deposits): slips, their money held, commissions, numbering. */
export const depositQueries = {
  all: () => domainKey('deposits'),
  search: (q: DepositSearch) =>
    queryOptions({ ...report, queryKey: [...depositQueries.all(), 'search', q] as const, queryFn: ({ signal }) => call(searchDeposits, { query: q, signal }) }),
  cancelled: (q: CancelledSearch) =>
    queryOptions({
      ...report,
      queryKey: [...depositQueries.all(), 'cancelled', q] as const,
      queryFn: ({ signal }) => call(searchCancelledDeposits, { query: q, signal }),
    }),
  /**
   * Active deposits of a building (or one room) with the amount the ledger holds for each, in room
   * order. A building's answer comes a page of rooms at a time: every page is read.
   */
  held: (building: BuildingCode, roomId?: string) =>
    queryOptions({
      queryKey: [...depositQueries.all(), 'held', building, roomId ?? ''] as const,
      queryFn: async ({ signal }) =>
        (roomId
          ? (await call(depositStatusOf, { query: { building, room_id: roomId }, signal })).items
          : await callEveryPage(depositStatusOf, { query: { building }, signal })
        ).sort((a, b) => compareNumbered(a.room_id, b.room_id) || compareIso(a.date, b.date)),
    }),
  /** The month's commissions, every page, by agent and check-in day, with their total. */
  commissions: (q: CommissionQuery) =>
    queryOptions({
      ...report,
      queryKey: [...depositQueries.all(), 'commissions', q] as const,
      queryFn: async ({ signal }) => {
        const rows = (await callEveryPage(listCommissions, { query: q, signal })).sort(
          (a, b) => compareVietnamese(a.agent_name, b.agent_name) || compareIso(a.checked_in_at, b.checked_in_at),
        );
        return { rows, total: rows.reduce((s, r) => s + r.amount, 0) };
      },
    }),
  wrongFormat: (q: WrongFormatQuery) =>
    queryOptions({
      ...report,
      queryKey: [...depositQueries.all(), 'wrong-format', q] as const,
      queryFn: ({ signal }) => call(receiptWrongFormat, { query: q, signal }),
    }),
  continuous: (q: ContinuousQuery) =>
    queryOptions({
      ...report,
      queryKey: [...depositQueries.all(), 'continuous', q] as const,
      queryFn: ({ signal }) => call(receiptContinuous, { query: q, signal }),
    }),
};
