import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../shared/api/endpoint';
import { cancelReceiptChange, createReceiptChange, deleteReceiptChange, searchReceiptChanges } from '../../../../shared/api/receipt-changes';
import {
  cancelCheckOut,
  createCheckIn,
  createCheckOut,
  removeCheckIn,
  searchCashDeposits,
  searchCheckIns,
  searchCheckOuts,
  searchReturnDeposits,
  updateReturnDeposit,
} from '../../../../shared/api/stays';
import { call } from '../../api/client';
import { customerQueries } from '../customers/queries';
import { depositQueries } from '../deposits/queries';
import { ledgerQueries } from '../ledger/queries';
import { roomStateQueries } from '../notice/queries';
import { invalidateRooms } from '../rooms/queries';

export type CheckInSearch = QueryOf<typeof searchCheckIns>;
export type CheckOutSearch = QueryOf<typeof searchCheckOuts>;
export type ReturnDepositSearch = QueryOf<typeof searchReturnDeposits>;
export type CashDepositSearch = QueryOf<typeof searchCashDeposits>;
export type ReceiptChangeSearch = QueryOf<typeof searchReceiptChanges>;
export type NewCheckIn = BodyOf<typeof createCheckIn>;
export type NewCheckOut = BodyOf<typeof createCheckOut>;
export type NewReceiptChange = BodyOf<typeof createReceiptChange>;
export type PayReturnDeposit = BodyOf<typeof updateReturnDeposit>;
export type UndoBody = BodyOf<typeof removeCheckIn>;

/** Reports keep the last answer on screen while the next filter loads, so the table does not blink empty. */
const report = { placeholderData: keepPreviousData } as const;

/**
 * Stays and everything hanging off them. Every key starts with `stays`, so one invalidation refreshes
 * the check-ins, check-outs, refunds and change slips a mutation may have touched (the notice screen's
 * "active stay of a room" lives under the same root).
 */
export const stayQueries = {
  all: () => ['stays'] as const,
  checkIns: (q: CheckInSearch) =>
    queryOptions({ ...report, queryKey: [...stayQueries.all(), 'check-ins', q] as const, queryFn: ({ signal }) => call(searchCheckIns, { query: q, signal }) }),
  /** The running stay of one room (rooms 2, 3 and 4 have exactly one), or null. */
  activeOfRoom: (building: CheckInSearch['building'], roomId: string) =>
    queryOptions({
      queryKey: [...stayQueries.all(), 'check-ins', 'active', building, roomId] as const,
      queryFn: async ({ signal }) => (await call(searchCheckIns, { query: { building, room_id: roomId, status: 'active' }, signal })).at(-1) ?? null,
    }),
  checkOuts: (q: CheckOutSearch) =>
    queryOptions({ ...report, queryKey: [...stayQueries.all(), 'check-outs', q] as const, queryFn: ({ signal }) => call(searchCheckOuts, { query: q, signal }) }),
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
  receiptChanges: (q: ReceiptChangeSearch) =>
    queryOptions({
      ...report,
      queryKey: [...stayQueries.all(), 'receipt-changes', q] as const,
      queryFn: ({ signal }) => call(searchReceiptChanges, { query: q, signal }),
    }),
};

/**
 * A stay event moves money and rooms: the stay lists, the deposits (a check-in closes one), the
 * customers and contracts, the room states and lists, and the ledger all refresh.
 */
export const invalidateAfterStay = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: stayQueries.all() }),
    client.invalidateQueries({ queryKey: depositQueries.all() }),
    client.invalidateQueries({ queryKey: customerQueries.all() }),
    client.invalidateQueries({ queryKey: roomStateQueries.all() }),
    client.invalidateQueries({ queryKey: ledgerQueries.all() }),
    invalidateRooms(client),
  ]);

type Keyed<B> = { body: B; idempotencyKey: string };
const idem = (key: string) => ({ 'Idempotency-Key': key });

export const stayMutations = {
  /** The key is made once per submission and sent again when that submission is retried. */
  checkIn: () =>
    mutationOptions({
      mutationKey: [...stayQueries.all(), 'check-in'],
      mutationFn: ({ body, idempotencyKey }: Keyed<NewCheckIn>) => call(createCheckIn, { body, headers: idem(idempotencyKey) }),
    }),
  removeCheckIn: () =>
    mutationOptions({ mutationKey: [...stayQueries.all(), 'check-in-remove'], mutationFn: (body: UndoBody) => call(removeCheckIn, { body }) }),
  checkOut: () =>
    mutationOptions({
      mutationKey: [...stayQueries.all(), 'check-out'],
      mutationFn: ({ body, idempotencyKey }: Keyed<NewCheckOut>) => call(createCheckOut, { body, headers: idem(idempotencyKey) }),
    }),
  cancelCheckOut: () =>
    mutationOptions({ mutationKey: [...stayQueries.all(), 'check-out-cancel'], mutationFn: (body: UndoBody) => call(cancelCheckOut, { body }) }),
  payReturnDeposit: () =>
    mutationOptions({
      mutationKey: [...stayQueries.all(), 'return-deposit-pay'],
      mutationFn: ({ body, idempotencyKey }: Keyed<PayReturnDeposit>) => call(updateReturnDeposit, { body, headers: idem(idempotencyKey) }),
    }),
  receiptChange: () =>
    mutationOptions({
      mutationKey: [...stayQueries.all(), 'receipt-change'],
      mutationFn: ({ body, idempotencyKey }: Keyed<NewReceiptChange>) => call(createReceiptChange, { body, headers: idem(idempotencyKey) }),
    }),
  cancelReceiptChange: () =>
    mutationOptions({ mutationKey: [...stayQueries.all(), 'receipt-change-cancel'], mutationFn: (body: UndoBody) => call(cancelReceiptChange, { body }) }),
  deleteReceiptChange: () =>
    mutationOptions({ mutationKey: [...stayQueries.all(), 'receipt-change-delete'], mutationFn: (body: UndoBody) => call(deleteReceiptChange, { body }) }),
};
