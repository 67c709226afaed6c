import type { Stay } from '../../../shared/api/stays';
import { plateKey, VEHICLE_TYPE_TEXT, type VehicleCard } from '../../../shared/api/customers/vehicle-cards';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { compareNumbered } from '../../../shared/text/collate';
import { getItem, getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { publicFields, queryAll } from '../../platform/db/records';
import { about, createItem, deleteItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import { roomLabel } from '../../kernel/model/room';
import { stayingRoomsPage } from './staying-rooms-page';

/**
 * The vehicle card record (business rules §8): item builder, mapper, reads and its one change (return).
 *
 * Items: the card `VCARD#<id>` (GSI1: its building's cards out, then the month it came back; GSI2: its
 * room's timeline) and, while it is out, its number's marker `VCARDNO#<building>` / `<card no>`, whose
 * conditional create keeps one card out per number in a building even when two staff issue at once,
 * and its vehicle's marker `VCARDVEH#<stay>` / `<plate or type>`, one card out per vehicle.
 */

export const vehicleCardItem = (c: VehicleCard) => ({
  ...keys.vehicleCard(c.id),
  entity: 'vehicle_card',
  GSI1PK: keys.vehicleCardsOut(c.building),
  GSI1SK: `${c.room_id}#${c.id}`,
  GSI2PK: keys.roomRecords(c.building, c.room_id),
  GSI2SK: keys.vehicleCardRecord(c.issued_at.slice(0, 10), c.id),
  ...c,
});

export const toVehicleCard = (i: Record<string, unknown>): VehicleCard => publicFields<VehicleCard>(i);

export async function getVehicleCard(id: string): Promise<VehicleCard> {
  const item = await getItem(keys.vehicleCard(id));
  if (!item) throw new NotFound(`Không tìm thấy thẻ xe ${id}`, 'id');
  return toVehicleCard(item);
}

/** The number is taken while the card is out: a second card out with it is a 409 `duplicate` on `card_no`. */
export const cardNoTakenItem = (c: Pick<VehicleCard, 'building' | 'card_no' | 'id'>): TxItem =>
  about(
    createItem(
      { ...keys.vehicleCardNo(c.building, c.card_no), entity: 'vehicle_card_no', building: c.building, card_no: c.card_no, card_id: c.id },
      `Thẻ xe số ${c.card_no} của toà ${c.building} đang được phát cho xe khác`,
    ),
    'card_no',
    'duplicate',
  );

/** Which vehicle of its stay a card is for: its plate, or its type when it has none. */
const vehicleKey = (c: Pick<VehicleCard, 'plate' | 'vehicle_type'>) => plateKey(c.plate) || c.vehicle_type;

/** The vehicle holds this card while it is out: a second card for it is a 409 `duplicate` on `plate`. */
export const vehicleHoldsItem = (c: Pick<VehicleCard, 'stay_id' | 'plate' | 'vehicle_type' | 'id' | 'card_no'>): TxItem =>
  about(
    createItem(
      { ...keys.vehicleCardHolder(c.stay_id, vehicleKey(c)), entity: 'vehicle_card_holder', card_id: c.id, card_no: c.card_no },
      `${VEHICLE_TYPE_TEXT[c.vehicle_type]}${c.plate ? ` ${c.plate}` : ''} đang giữ một thẻ xe khác: thu thẻ cũ trước`,
    ),
    'plate',
    'duplicate',
  );

/** The card came back: the vehicle may get another. */
export const vehicleFreedItem = (c: Pick<VehicleCard, 'stay_id' | 'plate' | 'vehicle_type' | 'id' | 'card_no'>): TxItem =>
  about(
    deleteItem(keys.vehicleCardHolder(c.stay_id, vehicleKey(c)), {
      expression: 'card_id = :id',
      values: { ':id': c.id },
      conflict: `Thẻ xe số ${c.card_no} vừa được người khác thay đổi, vui lòng tải lại`,
    }),
    'id',
  );

/** The card came back: its number is free, if the marker is still this card's. */
export const cardNoFreedItem = (c: Pick<VehicleCard, 'building' | 'card_no' | 'id'>): TxItem =>
  about(
    deleteItem(keys.vehicleCardNo(c.building, c.card_no), {
      expression: 'card_id = :id',
      values: { ':id': c.id },
      conflict: `Thẻ xe số ${c.card_no} vừa được người khác thay đổi, vui lòng tải lại`,
    }),
    'id',
  );

/** Out → returned, on the status and version read; the card moves to its return month's partition. */
export const cardReturnedItem = (c: VehicleCard, at: string, by: string, month: string): TxItem =>
  updateItem(keys.vehicleCard(c.id), {
    expression: 'SET #status = :returned, returned_at = :at, returned_by = :by, GSI1PK = :pk, #version = #version + :one',
    condition: '#status = :out AND #version = :v',
    names: { '#status': 'status', '#version': 'version' },
    values: { ':returned': 'returned', ':out': 'out', ':at': at, ':by': by, ':pk': keys.vehicleCardsReturned(c.building, month), ':one': 1, ':v': c.version },
    conflict: `Thẻ xe số ${c.card_no} phòng ${roomLabel(c.building, c.room_id)} vừa được người khác thay đổi, vui lòng tải lại`,
    field: 'id',
    code: 'stale',
  });

const byRoomThenNo = (a: VehicleCard, b: VehicleCard) => compareNumbered(a.room_id, b.room_id) || compareNumbered(a.card_no, b.card_no);

/** The building's cards out (one Query of its out partition), by room and number. */
export async function cardsOut(building: BuildingCode): Promise<VehicleCard[]> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.vehicleCardsOut(building) },
  });
  return items.map(toVehicleCard).sort(byRoomThenNo);
}

/** The cards of a building returned in a month (one Query). */
export async function cardsReturned(building: BuildingCode, month: string): Promise<VehicleCard[]> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.vehicleCardsReturned(building, month) },
  });
  return items.map(toVehicleCard).sort(byRoomThenNo);
}

/** Cards a stay still holds (read by the check-out, which warns about them). */
export async function cardsOutOfStay(building: BuildingCode, stayId: string): Promise<VehicleCard[]> {
  return (await cardsOut(building)).filter((c) => c.stay_id === stayId);
}

/**
 * The stays running now in a building: the customers' "staying now" index (one Query) names them, one
 * BatchGet reads them. O(rooms), never the history.
 */
export async function currentStays(building: BuildingCode): Promise<Stay[]> {
  const staying = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.customersStaying(building) },
    ProjectionExpression: 'stay_id',
  });
  return (await staysByIds([...new Set(staying.map((i) => String(i.stay_id)))])).sort((a, b) => compareNumbered(a.room_id, b.room_id));
}

/** The running ones of these stays (one BatchGet by key), in the order asked. */
async function staysByIds(ids: string[]): Promise<Stay[]> {
  const byId = new Map((await getMany(ids.map((id) => keys.stay(id)))).map((i) => [String(i.id), publicFields<Stay>(i)] as const));
  return ids.flatMap((id) => byId.get(id) ?? []).filter((s) => s.status === 'active');
}

/** The cursor of a page of stays: a key of the building's "staying now" index (the index's key and the table's). */

/**
 * A page of the stays running now in a building (stayingRoomsPage: room after room, a stay never on two
 * pages), then one BatchGet of the page's stays by key. `rooms` are the page's rooms in key order.
 */
export async function currentStaysPage(
  building: BuildingCode,
  page: { limit: number; cursor?: string },
): Promise<{ stays: Stay[]; rooms: string[]; cursor?: string }> {
  const read = await stayingRoomsPage(building, page);
  return { stays: await staysByIds([...read.stays.keys()]), rooms: read.rooms, ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/**
 * The building's cards out held in the rooms `first`..`last` (key order of the "staying now" index, whose
 * sort key starts with the room as the cards' does): one Query of the out partition bounded to those
 * rooms, so a page of stays reads its own rooms' cards, never the whole building's.
 */
export async function cardsOutOfRooms(building: BuildingCode, first: string, last: string): Promise<VehicleCard[]> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.vehicleCardsOut(building), ':lo': `${first}#`, ':hi': `${last}#\uffff` },
  });
  return items.map(toVehicleCard);
}
