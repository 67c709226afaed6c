import type { MeterChange } from '../../../shared/api/readings';
import { compareIso } from '../../../shared/text/collate';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { allOf, byBuildingMonths, publicFields, roomIs, type Filter } from '../../platform/db/records';
import { createItem, deleteItem, putItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import type { SheetSwap } from './reading-table';

/**
 * The meter-change record (thay đồng hồ): an item of its own by id (ULID), on its building's month
 * (GSI1) and its room's timeline (GSI2). Its month's reading sheet carries a copy of its readings
 * (`meter_changes[room]`), written in the same transaction, which is what usage is computed from and
 * what keeps one change per room, type and month.
 */

export const meterChangeItem = (m: MeterChange) => ({
  ...keys.meterChange(m.id),
  entity: 'meter_change',
  ...keys.recordIndexes('MCHG', m.building, m.room_id, m.date, m.id),
  ...m,
});

export const toMeterChange = (i: Record<string, unknown>): MeterChange => publicFields<MeterChange>(i);

/** What the month's sheet keeps of it. */
export const swapOfChange = (m: Pick<MeterChange, 'id' | 'date' | 'old_final' | 'new_start'>): SheetSwap => ({
  id: m.id,
  date: m.date,
  old_final: m.old_final,
  new_start: m.new_start,
});

export async function getMeterChange(id: string): Promise<MeterChange> {
  const item = await getItem(keys.meterChange(id));
  if (!item) throw new NotFound(`Không tìm thấy lần thay đồng hồ ${id}`, 'id');
  return toMeterChange(item);
}

export const createMeterChangeItem = (m: MeterChange): TxItem => createItem(meterChangeItem(m), 'Lần thay đồng hồ trùng khoá');

const staleConflict = (m: MeterChange) => `Lần thay đồng hồ phòng ${m.room_id} vừa được người khác thay đổi, vui lòng tải lại`;

/** The changed record, put on the version it was read at. */
export const putMeterChangeItem = (next: MeterChange, readVersion: number): TxItem => ({
  ...putItem(meterChangeItem(next), {
    expression: '#version = :v',
    names: { '#version': 'version' },
    values: { ':v': readVersion },
    conflict: staleConflict(next),
  }),
  field: 'version',
  code: 'stale',
});

/** Meter changes are entry records: a wrong one is deleted (with its log line), on the version it was read at. */
export const deleteMeterChangeItem = (m: MeterChange): TxItem => ({
  ...deleteItem(keys.meterChange(m.id), { expression: 'version = :v', values: { ':v': m.version }, conflict: staleConflict(m) }),
  field: 'version',
  code: 'stale',
});

/** A building's meter changes of one type dated `from`..`to`, oldest first (one Query per month). */
export async function meterChangesBetween(building: string, type: string, from: string, to: string, roomId?: string): Promise<MeterChange[]> {
  const ofType: Filter = { expression: '#type = :type', names: { '#type': 'type' }, values: { ':type': type } };
  const items = await byBuildingMonths(keys.meterChangeBuildingMonth, building, from, to, allOf(ofType, roomIs(roomId)));
  return items.map(toMeterChange).sort((a, b) => compareIso(a.date, b.date) || compareIso(a.id, b.id));
}
