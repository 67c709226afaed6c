import { INTERNET_ACTIONS, type InternetAction, type InternetService } from '../../../shared/api/internet';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { addDays, lastDayOf } from '../../../shared/dates';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { fillPage, indexKey, pageOfParts, type PagePart } from '../../platform/db/page';
import { queryAll } from '../../platform/db/query';
import { publicFields, statusIs } from '../../platform/db/records';
import { about, createItem, deleteItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import { roomCharges, type PlannedChange, type RoomCharge } from '../rules/internet-rules';
import { roomLabel } from '../../kernel/model/room';

/**
 * The internet service record: item builder, its one mapper to the API, its reads, its status changes
 * (each conditioned on the status and version it was read with) and the billing read
 * (`internetPriceFor`). The rules themselves are pure, in ./internet-rules.ts.
 *
 * Items: the service `NET#<building>` / `<id>` (GSI2: its current room's timeline), and while it runs
 * (active or cut) its room's marker `NETROOM#<building>` / `<room>`, whose conditional create keeps
 * one running service per room even when two staff register at once.
 */

/** Stored beside the API fields: the day a cancelled service stopped, for the billing read's filter. */
type StoredInternet = InternetService & { ended_on?: string };

export const internetItem = (s: InternetService) => ({
  ...keys.internetService(s.building, s.id),
  entity: 'internet',
  GSI2PK: keys.roomRecords(s.building, s.room_id),
  GSI2SK: keys.internetRoomRecord(s.start_date, s.id),
  ...s,
});

export const toInternet = (i: Record<string, unknown>): InternetService => {
  const { ended_on: _ended, ...rest } = publicFields<StoredInternet>(i);
  return rest;
};

export async function getInternet(building: string, id: string): Promise<InternetService> {
  const item = await getItem(keys.internetService(building, id));
  if (!item) throw new NotFound(`Không tìm thấy dịch vụ internet ${id} ở toà ${building}`, 'id');
  return toInternet(item);
}

/** The room's running-service marker: a second one for the same room is a 409 `duplicate` on `room_id`. */
export const roomTakenItem = (building: string, roomId: string, serviceId: string): TxItem =>
  about(
    createItem(
      { ...keys.internetRoom(building, roomId), entity: 'internet_room', building, room_id: roomId, service_id: serviceId },
      `Phòng ${roomLabel(building, roomId)} đã có internet đang dùng hoặc đang cắt`,
    ),
    'room_id',
    'duplicate',
  );

/** The room is free again (the service moved away or was cancelled): only if the marker is this service's. */
export const roomFreedItem = (building: string, roomId: string, serviceId: string): TxItem =>
  about(
    deleteItem(keys.internetRoom(building, roomId), {
      expression: 'service_id = :id',
      values: { ':id': serviceId },
      conflict: `Internet phòng ${roomLabel(building, roomId)} vừa được người khác thay đổi, vui lòng tải lại`,
    }),
    'id',
  );

/**
 * A status change (or move) of the service as read: SET the new state and append the dated history
 * line, on condition that the status and version are still the ones read (409 `stale` on `id`).
 */
export function changeItem(s: InternetService, action: InternetAction, next: PlannedChange, at: string): TxItem {
  const moved = next.room_id !== s.room_id;
  const cancelled = INTERNET_ACTIONS[action].to === 'cancelled';
  const sets = [
    '#status = :status',
    'room_id = :room',
    'monthly_price = :price',
    'status_date = :date',
    'history = list_append(history, :line)',
    '#version = #version + :one',
    'updated_at = :at',
    ...(moved ? ['GSI2PK = :gsi2'] : []),
    ...(cancelled ? ['ended_on = :date'] : []),
  ];
  return updateItem(keys.internetService(s.building, s.id), {
    expression: `SET ${sets.join(', ')}`,
    condition: '#status = :seen AND #version = :v',
    names: { '#status': 'status', '#version': 'version' },
    values: {
      ':status': next.status,
      ':room': next.room_id,
      ':price': next.monthly_price,
      ':date': next.line.date,
      ':line': [next.line],
      ':one': 1,
      ':at': at,
      ':seen': s.status,
      ':v': s.version,
      ...(moved ? { ':gsi2': keys.roomRecords(s.building, next.room_id) } : {}),
    },
    conflict: `Internet phòng ${roomLabel(s.building, s.room_id)} vừa được người khác thay đổi, vui lòng tải lại`,
    field: 'id',
    code: 'stale',
  });
}

/** The service as the change leaves it (the answer of a change). */
export const afterChange = (s: InternetService, next: PlannedChange, at: string): InternetService => ({
  ...s,
  status: next.status,
  room_id: next.room_id,
  monthly_price: next.monthly_price,
  status_date: next.line.date,
  history: [...s.history, next.line],
  version: s.version + 1,
  updated_at: at,
});

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

type InternetQuery = { building?: BuildingCode; status?: InternetService['status']; room_id?: string; limit: number; cursor?: string };

/**
 * A page of services, one building partition after another (every building when none is named),
 * newest registered first; the cursor names a partition of this request and a service id, anything
 * else is a 400. One room's services come from its own timeline instead (`roomInternetPage`), never the
 * building's partition filtered down to one room. A status filter runs in DynamoDB with `Limit` = the
 * page (DynamoDB's Limit counts the items it examines): without it one request would hand out the
 * whole building's services (up to 1 MB) to keep a page of them (issue 23 §13).
 */
export async function internetPage(q: InternetQuery) {
  if (q.room_id) return roomInternetPage({ ...q, room_id: q.room_id });
  const partitions = (q.building ? [q.building] : BUILDING_CODES).map(keys.internetServices);
  const start = q.cursor ? decodeCursor(q.cursor, ['PK', 'SK'], (k) => partitions.includes(k.PK) && ULID.test(k.SK)) : undefined;
  const filter = statusIs(q.status);
  const inputs = partitions.map((pk) => ({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: filter?.expression,
    ExpressionAttributeNames: filter?.names,
    ExpressionAttributeValues: { ':pk': pk, ...filter?.values },
    ScanIndexForward: false,
    ...(filter ? { Limit: q.limit } : {}),
  }));
  const { items, last } = await fillPage(
    inputs,
    q.limit,
    (i) => ({ PK: String(i.PK), SK: String(i.SK) }),
    start && { at: partitions.indexOf(start.PK), key: start },
  );
  return { items: items.map(toInternet), ...(last ? { cursor: encodeCursor(last) } : {}) };
}

/**
 * A room's services, newest start first: the room's timeline (byRoom `NET#<start>#<id>`; a moved
 * service's timeline entry moves with it, so this is what the room holds now or held last), in the
 * named building or in each building. A room has a handful, whatever the size of its building.
 */
async function roomInternetPage(q: InternetQuery & { room_id: string }) {
  const filter = statusIs(q.status);
  const parts: PagePart[] = (q.building ? [q.building] : BUILDING_CODES).map((b) => {
    const pk = keys.roomRecords(b, q.room_id);
    return {
      pk,
      input: {
        IndexName: 'byRoom',
        KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :net)',
        FilterExpression: filter?.expression,
        ExpressionAttributeNames: filter?.names,
        ExpressionAttributeValues: { ':pk': pk, ':net': 'NET#', ...filter?.values },
        ScanIndexForward: false,
        ...(filter ? { Limit: q.limit } : {}),
      },
      within: (k) => k.GSI2SK!.startsWith('NET#'),
    };
  });
  const page = await pageOfParts(parts, q, indexKey('GSI2PK', 'GSI2SK'));
  return { items: page.items.map(toInternet), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/**
 * What every room of a building is billed for internet in `month` (`YYYY-MM`), by room: the rule is
 * `chargeOf` / `roomCharges` (internet-rules.ts): a service active on any day of the month bills its
 * whole monthly price once, to the room it was last active in that month. One Query of the building's
 * partition; services registered after the month or cancelled by its 1st are filtered out in DynamoDB.
 */
export async function internetChargesFor(building: string, month: string): Promise<Map<string, RoomCharge>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'start_date < :next AND (attribute_not_exists(ended_on) OR ended_on > :first)',
    ExpressionAttributeValues: { ':pk': keys.internetServices(building), ':first': `${month}-01`, ':next': addDays(lastDayOf(month), 1) },
  });
  return roomCharges(items.map(toInternet), month);
}

/** The internet price of room R for month M (0 when it had no service active in M). */
export async function internetPriceFor(building: string, roomId: string, month: string): Promise<number> {
  return (await internetChargesFor(building, month)).get(roomId)?.monthly_price ?? 0;
}
