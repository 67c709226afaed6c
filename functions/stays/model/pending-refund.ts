import type { ReturnDeposit } from '../../../shared/api/stays';
import { entityKeyPages } from '../../platform/db/entity-index';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { migrationMarker } from '../../platform/db/migration-marker';
import { queryAll } from '../../platform/db/query';
import { byBuildingMonths, publicFields, statusIs } from '../../platform/db/records';
import { conditionCheck, putItem, type TxItem } from '../../platform/db/transact';
import { env } from '../../platform/env';

/*
 * The refunds waiting to be paid (return deposits `pending`) are kept as one small item each,
 * `REFUNDDUE#<building>` / `<leave date>#<id>` (keys.pendingRefund), there exactly while the refund is
 * pending: every write that makes a refund pending or not writes it in its own transaction — the
 * check-out that creates the refund, its payment, the cancel of its check-out, and a deposit note
 * that moves its amount, sets it aside (0) or brings it back (receipts/model/deposit-adjustment.ts).
 * The dashboard's "refunds to pay" is then one Query of O(pending refunds), never every check-out of
 * its window. A return deposit uses both GSIs (its month, its room), hence an item of its own.
 * Refunds stored before these items get them from the backfill (functions/jobs/pending-refunds.ts),
 * which leaves `META` / `MIGRATION#pending-refunds-v1`; until then the read is the refunds screen's.
 */

/** The backfill ran (or the table was created with these items in use): every pending refund has its item. */
const marker = migrationMarker('pending-refunds-v1');
export const PENDING_REFUNDS_READY = marker.key;

/** What the dashboard shows of a refund waiting to be paid (the item holds exactly this). */
export type PendingRefund = Pick<ReturnDeposit, 'id' | 'building' | 'room_id' | 'customer_name' | 'contract_no' | 'leave_date' | 'amount' | 'status'>;

const FIELDS = ['id', 'building', 'room_id', 'customer_name', 'contract_no', 'leave_date', 'amount', 'status'] as const;

export const pendingRefundItem = (r: PendingRefund) => ({
  ...keys.pendingRefund(r.building, r.leave_date, r.id),
  entity: 'pending_refund',
  id: r.id,
  building: r.building,
  room_id: r.room_id,
  customer_name: r.customer_name,
  contract_no: r.contract_no,
  leave_date: r.leave_date,
  amount: r.amount,
  status: 'pending',
});

/**
 * The refund's item as the refund is after a write, for that write's transaction: put while pending
 * (created, or its amount moved by a deposit note), deleted otherwise (a delete of an absent item —
 * a refund stored before the backfill — is a no-op; the kept counts read the key to know).
 */
export function pendingRefundWrite(after: PendingRefund): TxItem {
  if (after.status === 'pending') return putItem(pendingRefundItem(after));
  return { op: { Delete: { TableName: env.tableName(), Key: keys.pendingRefund(after.building, after.leave_date, after.id) } } };
}

export const pendingRefundsReady = marker.ready;
export const markPendingRefundsReady = marker.mark;
/** Forgets the marker (the backfill's tests take it away to read the old way). */
export const forgetPendingRefundsReady = marker.forget;

const toPendingRefund = (i: Record<string, unknown>): PendingRefund => {
  const r = publicFields<PendingRefund>(i);
  return Object.fromEntries(FIELDS.map((f) => [f, r[f]])) as PendingRefund;
};

/**
 * The building's refunds waiting to be paid whose leave date is `from`..`to`, oldest first: one
 * Query of the kept items (strongly consistent), or, before the backfill, the refunds screen's own
 * read (GET /api/return-deposits/search, status pending: the window's leave months, filtered).
 */
export async function pendingRefundsBetween(building: string, from: string, to: string): Promise<PendingRefund[]> {
  if (!(await pendingRefundsReady()))
    return (await byBuildingMonths(keys.returnDepositBuildingMonth, building, from, to, statusIs('pending'))).map(toPendingRefund);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.pendingRefunds(building), ':lo': from, ':hi': `${to}#\uffff` },
    ConsistentRead: true,
  });
  return items.map(toPendingRefund);
}

// --- the backfill's reads and writes (functions/jobs/pending-refunds.ts) ---

/** Every pending return deposit of the table, a page at a time: keys through `byEntityType` (never a Scan), then a BatchGet. */
export async function* pendingReturnDepositPages(): AsyncGenerator<ReturnDeposit[]> {
  for await (const page of entityKeyPages('return_deposit')) {
    const items = page.length
      ? await getMany(
          page.map((k) => ({ PK: String(k.PK), SK: String(k.SK) })),
          { consistent: true },
        )
      : [];
    yield items.filter((i) => i.status === 'pending').map((i) => publicFields<ReturnDeposit>(i));
  }
}

/**
 * A pending refund's item, on the refund still being pending at the version read: a refund paid,
 * cancelled or moved meanwhile wrote (or deleted) its item itself, so it is left alone.
 */
export const backfillPendingRefund = (r: ReturnDeposit): TxItem[] => [
  conditionCheck(keys.returnDeposit(r.id), {
    expression: '#s = :pending AND #v = :v',
    names: { '#s': 'status', '#v': 'version' },
    values: { ':pending': 'pending', ':v': r.version },
    conflict: `Phiếu trả cọc ${r.id} vừa thay đổi`,
  }),
  putItem(pendingRefundItem(r)),
];
