import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  cancelDeposit,
  createDeposit,
  createOrEditAdditionalDeposit,
  deleteDeposit,
  depositStatusOf,
  listCommissions,
  receiptContinuous,
  receiptWrongFormat,
  searchCancelledDeposits,
  searchDeposits,
  transferDeposit,
} from '../../../../shared/api/deposits';
import type { BodyOf, QueryOf } from '../../../../shared/api/endpoint';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { invalidateRooms } from '../rooms/queries';
import { roomStateQueries } from '../notice/queries';

export type DepositSearch = QueryOf<typeof searchDeposits>;
export type CancelledSearch = QueryOf<typeof searchCancelledDeposits>;
export type CommissionQuery = QueryOf<typeof listCommissions>;
export type WrongFormatQuery = QueryOf<typeof receiptWrongFormat>;
export type ContinuousQuery = QueryOf<typeof receiptContinuous>;
export type NewDeposit = BodyOf<typeof createDeposit>;
export type CancelBody = BodyOf<typeof cancelDeposit>;
export type DeleteBody = BodyOf<typeof deleteDeposit>;
export type TransferBody = BodyOf<typeof transferDeposit>;
export type AdditionalReceiptBody = BodyOf<typeof createOrEditAdditionalDeposit>;

/** Reports keep showing the last answer while the next filter loads, so the table does not blink empty. */
const report = { placeholderData: keepPreviousData } as const;

export const depositQueries = {
  all: () => ['deposits'] as const,
  search: (q: DepositSearch) =>
    queryOptions({ ...report, queryKey: [...depositQueries.all(), 'search', q] as const, queryFn: ({ signal }) => call(searchDeposits, { query: q, signal }) }),
  cancelled: (q: CancelledSearch) =>
    queryOptions({
      ...report,
      queryKey: [...depositQueries.all(), 'cancelled', q] as const,
      queryFn: ({ signal }) => call(searchCancelledDeposits, { query: q, signal }),
    }),
  /** Active deposits of a building (or one room) with the amount the ledger holds for each. */
  held: (building: BuildingCode, roomId?: string) =>
    queryOptions({
      queryKey: [...depositQueries.all(), 'held', building, roomId ?? ''] as const,
      queryFn: ({ signal }) => call(depositStatusOf, { query: { building, room_id: roomId }, signal }),
    }),
  commissions: (q: CommissionQuery) =>
    queryOptions({ ...report, queryKey: [...depositQueries.all(), 'commissions', q] as const, queryFn: ({ signal }) => call(listCommissions, { query: q, signal }) }),
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

/** A deposit changes the room too: every deposit list, the room lists and the room states refresh. */
export const invalidateAfterDeposit = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: depositQueries.all() }),
    client.invalidateQueries({ queryKey: roomStateQueries.all() }),
    invalidateRooms(client),
  ]);

export const depositMutations = {
  /**
   * `idempotencyKey` is made once per submission of the form and sent again when the same
   * submission is retried, so a slip is never taken twice for one click.
   */
  create: () =>
    mutationOptions({
      mutationKey: [...depositQueries.all(), 'create'],
      mutationFn: ({ body, idempotencyKey }: { body: NewDeposit; idempotencyKey: string }) =>
        call(createDeposit, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
  cancel: () => mutationOptions({ mutationKey: [...depositQueries.all(), 'cancel'], mutationFn: (body: CancelBody) => call(cancelDeposit, { body }) }),
  remove: () => mutationOptions({ mutationKey: [...depositQueries.all(), 'delete'], mutationFn: (body: DeleteBody) => call(deleteDeposit, { body }) }),
  transfer: () => mutationOptions({ mutationKey: [...depositQueries.all(), 'transfer'], mutationFn: (body: TransferBody) => call(transferDeposit, { body }) }),
  additionalReceipt: () =>
    mutationOptions({
      mutationKey: [...depositQueries.all(), 'additional-receipt'],
      mutationFn: ({ body, idempotencyKey }: { body: AdditionalReceiptBody; idempotencyKey: string }) =>
        call(createOrEditAdditionalDeposit, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
};
