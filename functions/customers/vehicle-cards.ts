import { ulid } from 'ulid';
import * as api from '../../shared/api/customers/vehicle-cards';
import { plateKey, VEHICLE_TYPE_TEXT, type VehicleCard } from '../../shared/api/customers/vehicle-cards';
import { vnToday, monthText } from '../../shared/dates';
import { commit } from '../kernel/commit';
import { getStay } from '../stays';
import { roomLabel } from '../kernel/model/room';
import {
  cardNoFreedItem,
  cardNoTakenItem,
  cardReturnedItem,
  cardsOut,
  cardsOutOfRooms,
  cardsReturned,
  currentStaysPage,
  getVehicleCard,
  vehicleCardItem,
  vehicleFreedItem,
  vehicleHoldsItem,
} from './model/vehicle-card';
import { cardCollectedItem } from './model/cards-to-collect';
import { auditItem } from '../platform/audit';
import { createItem, updateItem } from '../platform/db/transact';
import { keys } from '../platform/db/keys';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';

const bad = (path: string, message: string) => new BadRequest(message, [{ path, message }]);
const cardText = (c: Pick<VehicleCard, 'card_no' | 'vehicle_type' | 'plate'>) =>
  `thẻ xe số ${c.card_no} (${VEHICLE_TYPE_TEXT[c.vehicle_type]}${c.plate ? ` ${c.plate}` : ''})`;

export const listVehicleCards = operation(api.listVehicleCards, async ({ query }) => ({
  items: query.status === 'out' ? await cardsOut(query.building) : await cardsReturned(query.building, query.month ?? vnToday().slice(0, 7)),
}));

/**
 * The vehicles of the stays running now, each with the card it holds: what /the-xe issues and prints
 * from. A page of the stays (up to `limit` rooms, never half a stay: model/vehicle-card.ts), then, for
 * the page's rooms only, the cards out (one Query bounded to its first and last room); the rows come
 * room by room in key order (the screen sorts the whole list by room number).
 */
export const listStayVehicles = operation(api.listStayVehicles, async ({ query }) => {
  const page = await currentStaysPage(query.building, query);
  const out = page.rooms.length ? await cardsOutOfRooms(query.building, page.rooms[0]!, page.rooms.at(-1)!) : [];
  const items = page.stays.flatMap((s) =>
    s.vehicles.map((vehicle) => {
      const card = out.find((c) => c.stay_id === s.id && c.vehicle_type === vehicle.type && plateKey(c.plate) === plateKey(vehicle.plate));
      return { stay_id: s.id, room_id: s.room_id, contract_no: s.contract_no, tenant: s.occupants[0]?.name ?? '', vehicle, ...(card ? { card } : {}) };
    }),
  );
  return { items, ...(page.cursor ? { cursor: page.cursor } : {}) };
});

/**
 * Hands a card to a vehicle of a stay running now: the stay must be the room's and active (409
 * `state`), the vehicle one of its own (400 on `plate`) without a card out (409 `duplicate` on
 * `plate`), the number not held by another card out in the building (409 `duplicate` on `card_no`);
 * both kept by markers in the same transaction.
 */
export const issueVehicleCard = operation(api.issueVehicleCard, async ({ body }, { caller }) => {
  const stay = await getStay(body.stay_id);
  const label = roomLabel(body.building, body.room_id);
  if (stay.building !== body.building || stay.room_id !== body.room_id) throw bad('stay_id', `Lượt ở không thuộc phòng ${label}`);
  if (stay.status !== 'active') throw new Conflict(`Phòng ${label}: lượt ở HĐ ${stay.contract_no} không còn đang ở`, 'stay_id', 'state');
  const vehicle = body.plate
    ? stay.vehicles.find((v) => plateKey(v.plate) === plateKey(body.plate) && (!body.vehicle_type || v.type === body.vehicle_type))
    : stay.vehicles.find((v) => v.type === body.vehicle_type && !v.plate);
  if (!vehicle)
    throw bad('plate', body.plate ? `Xe biển số ${body.plate} không có trong lượt ở HĐ ${stay.contract_no}` : `Lượt ở HĐ ${stay.contract_no} không có xe này`);

  const at = nowIso();
  const card: VehicleCard = {
    id: ulid(),
    building: body.building,
    room_id: body.room_id,
    stay_id: stay.id,
    contract_no: stay.contract_no,
    tenant: stay.occupants[0]?.name ?? '',
    vehicle_type: vehicle.type,
    ...(vehicle.plate ? { plate: vehicle.plate } : {}),
    card_no: body.card_no.toUpperCase(),
    month: body.month,
    status: 'out',
    issued_at: at,
    issued_by: caller.username,
    version: 1,
  };
  return commit(
    [
      createItem(vehicleCardItem(card), 'Thẻ xe trùng khoá'),
      cardNoTakenItem(card),
      vehicleHoldsItem(card),
      // On the stay as read, moving its version: a check-out, change slip or removal (each writes the
      // cards to collect of the stay's cards out it read, on the stay's version) cannot then miss this
      // card — whichever commits second is a 409 to reload.
      updateItem(keys.stay(stay.id), {
        expression: 'SET #v = #v + :one',
        condition: '#s = :active AND #v = :v',
        names: { '#s': 'status', '#v': 'version' },
        values: { ':active': 'active', ':v': stay.version, ':one': 1 },
        conflict: `Phòng ${label}: lượt ở HĐ ${stay.contract_no} vừa được người khác thay đổi, vui lòng tải lại`,
        field: 'stay_id',
        code: 'stale',
      }),
      auditItem(
        caller,
        {
          action: 'create',
          entity: 'vehicle_card',
          entityId: card.id,
          entityNo: card.card_no,
          entityName: `Phòng ${label}`,
          building: card.building,
          summary: `Phát ${cardText(card)} phòng ${label}, HĐ ${stay.contract_no}, tháng ${monthText(card.month)}`,
          after: { card_no: card.card_no, plate: card.plate, month: card.month, stay_id: card.stay_id },
        },
        at,
      ),
    ],
    card,
  );
});

/** The card comes back (on the version the caller saw: 409 `stale` otherwise); its number is free again. */
export const returnVehicleCard = operation(api.returnVehicleCard, async ({ params, body }, { caller }) => {
  const card = await getVehicleCard(params.id);
  const label = roomLabel(card.building, card.room_id);
  if (card.status !== 'out') throw new Conflict(`Thẻ xe số ${card.card_no} phòng ${label} đã được trả`, 'id', 'state');
  if (card.version !== body.version)
    throw new Conflict(`Thẻ xe số ${card.card_no} phòng ${label} vừa được người khác thay đổi, vui lòng tải lại`, 'id', 'stale');
  const at = nowIso();
  const returned: VehicleCard = { ...card, status: 'returned', returned_at: at, returned_by: caller.username, version: card.version + 1 };
  return commit(
    [
      cardReturnedItem(card, at, caller.username, vnToday().slice(0, 7)),
      cardNoFreedItem(card),
      vehicleFreedItem(card),
      // Collected: off the cards to collect, if it was there.
      cardCollectedItem(card),
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'vehicle_card',
          entityId: card.id,
          entityNo: card.card_no,
          entityName: `Phòng ${label}`,
          building: card.building,
          summary: `Thu lại ${cardText(card)} phòng ${label}, HĐ ${card.contract_no}`,
          before: { status: 'out' },
          after: { status: 'returned' },
        },
        at,
      ),
    ],
    returned,
  );
});
