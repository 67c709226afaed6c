import type { Adjustment } from '../../../shared/api/receipts/adjustments';
import { keys } from '../../platform/db/keys';
import { getItem } from '../../platform/db/items';
import { publicFields } from '../../platform/db/records';
import { indexKey, pageOfParts, type Page } from '../../platform/db/page';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';
import { monthOf } from '../../platform/time';
import { adjustmentNo } from '../rules/adjustment-rules';
import { monthParts, roomPart } from './receipt-pages';
import type { Entry } from '../../kernel/ledger/entry';

/**
 * The room money adjustment record (`ADJ#<id>`) and its number series (`ADJNO#<building>` / `<month>`).
 * Never edited: a correction is a new note. Its effect on what its stay owes goes through the stay's
 * account (stay-account.ts) on its version.
 */
export const adjustmentItem = (a: Adjustment, entry: Entry) => ({
  ...keys.adjustment(a.id),
  entity: 'adjustment',
  GSI1PK: keys.adjustmentsOf(a.building, monthOf(a.date)),
  GSI1SK: `${a.date}#${a.id}`,
  GSI2PK: keys.roomRecords(a.building, a.room_id),
  GSI2SK: keys.roomRecord('ADJ', a.date, a.id),
  ...a,
  entry,
});

/** Notes from before receivables were kept per stay carry the room's running `credit`: what they left is their amount less what they paid. */
export const toAdjustment = (i: Record<string, unknown>): Adjustment => {
  const { entry: _e, credit, ...a } = publicFields<Adjustment & { entry?: unknown; credit?: number }>(i);
  const paid = (a.allocations ?? []).reduce((s, x) => s + x.amount, 0);
  return {
    ...a,
    left_credit: a.left_credit ?? (a.direction === 'credit' ? Math.max(0, a.amount - paid) : 0),
    stay_credit: a.stay_credit ?? Math.max(0, credit ?? 0),
  };
};

export const createAdjustmentRecord = (a: Adjustment, entry: Entry): TxItem =>
  createItem(adjustmentItem(a, entry), `Phiếu điều chỉnh ${a.adjustment_no} đã tồn tại`);

/** The next adjustment number of a building and month, taken in the note's own transaction. */
export async function reserveAdjustmentNo(building: string, date: string): Promise<{ adjustment_no: string; item: TxItem }> {
  const month = monthOf(date);
  const key = keys.adjustmentCounter(building, month);
  const current = Number((await getItem(key, { projection: ['last'] }))?.last ?? 0);
  const item = updateItem(key, {
    expression: 'SET #n = :next, entity = :e, building = :b, #month = :m',
    condition: current === 0 ? 'attribute_not_exists(#n)' : '#n = :current',
    names: { '#n': 'last', '#month': 'month' },
    values: { ':next': current + 1, ':e': 'adjustment_counter', ':b': building, ':m': month, ...(current === 0 ? {} : { ':current': current }) },
    conflict: 'Số phiếu điều chỉnh vừa được phiếu khác dùng',
    code: 'numbering',
  });
  return { adjustment_no: adjustmentNo(building, date, current + 1), item };
}

/**
 * A page of a building's adjustment notes dated `from`..`to` (issue 23 §13: a read costs the same
 * however many rooms and notes the building has): its months' byBuildingMonth partitions
 * (`ADJ#<building>#<month>` / `<date>#<id>`) one after the other from the cursor, each Query with the
 * `Limit` the page still lacks; one room's notes from its own timeline (byRoom `ADJ#<date>#<id>`),
 * never the building's months filtered down to one room. Key order: date, then id (oldest first).
 */
export async function adjustmentsPage(
  building: string,
  from: string,
  to: string,
  page: { limit: number; cursor?: string },
  roomId?: string,
): Promise<Page<Adjustment>> {
  const read = roomId
    ? await pageOfParts([roomPart(building, roomId, from, to, undefined, undefined, 'ADJ')], page, indexKey('GSI2PK', 'GSI2SK'))
    : await pageOfParts(monthParts(keys.adjustmentsOf, building, from, to, undefined), page, indexKey('GSI1PK', 'GSI1SK'));
  return { items: read.items.map(toAdjustment), ...(read.cursor ? { cursor: read.cursor } : {}) };
}
