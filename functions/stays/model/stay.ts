import type { Stay } from '../../../shared/api/stays';
import { keys } from '../../platform/db/keys';
import { getById } from '../../kernel/stored';
import { getItem, type Item } from '../../platform/db/items';
import { byRoom, publicFields } from '../../platform/db/records';
import type { Entry } from '../../kernel/ledger/entry';

/**
 * The stay record (a check-in): stored with the entry it posted, so a removal can reverse it without
 * reading the journal. Its contract and customers are records of their own (contract.ts, customer.ts).
 */
export const stayItem = (s: Stay, entry?: Entry) => ({
  ...keys.stay(s.id),
  entity: 'stay',
  ...keys.recordIndexes('STAY', s.building, s.room_id, s.start_date, s.id),
  ...s,
  ...(entry ? { entry } : {}),
});

/** The stay, or undefined when there is none (the caller says what is missing its own way). */
export async function findStay(id: string): Promise<Stay | undefined> {
  const item = await getItem(keys.stay(id));
  return item ? publicFields<Stay>(item) : undefined;
}

export const getStay = (id: string) => getById<Stay>(keys.stay(id), `Không tìm thấy phiếu nhận phòng ${id}`, 'stay_id');

/** The API shape of a stay item: its fields without the keys and the entry. */
export const toStay = (i: Item): Stay => publicFields<Stay>(i);

/** Every stay of one room, whatever its status (the room's timeline: one Query). */
export async function roomStays(building: string, roomId: string): Promise<Stay[]> {
  return (await byRoom(building, roomId, 'STAY')).map(toStay);
}
