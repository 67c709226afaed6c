import type { BuildingCode } from '../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import { sheetsBetween } from '../readings';
import { whoStaysNow } from '../customers';
import { depositsByIds, toDeposit } from '../deposits';
import type { RoomFigures } from '../kernel/model/room-figures';
import { getMany } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { occupiedByStatus, occupiedByStaying, type BuildingFacts } from './dashboard-rules';
import { ROOM_HOLDING_PROJECTION, roomHoldingOf, roomHoldings, type RoomHolding } from './model/room-views';

/**
 * One building's facts for the dashboard (dashboard-rules.ts computes the figures from them), read
 * one of two ways that give the same facts:
 * - kept (`keptFacts`, once the building's kept statuses are complete): the building's statuses from
 *   its one `room_figures` item (read once for the request), the rooms to act on — notice given,
 *   deposit waiting to move in — by key, only the attributes a holding reads — and the deposits of
 *   those waiting; who stays this month is the rooms occupied (status 2, 3, 4). Items read: the rooms
 *   to act on, never every room.
 * - recounted (`recountedFacts`, until then; and the tests' oracle): every room (one Query) and who
 *   stays now (one Query of the customers' "staying" index), the deposits every room points at.
 * Both read the month's two reading sheets (one Query each: the month's item and its pieces); who
 * owes is read once for the request (dashboard.ts: kept, or the unpaid rent report's rows) and handed in.
 */

type Unpaid = BuildingFacts['unpaid'];
type Repairs = (BuildingFacts['repairs'][number] & { building: string })[];

/** Statuses a manager acts on: a deposit waiting for its tenant (1, 4), a notice given (3, 4). */
const TO_ACT_ON: readonly number[] = [ROOM_STATUS.DEPOSITED, ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT];
/** Statuses in which the room's `active_deposit_id` is a deposit holding it now. */
const HOLDING: readonly number[] = [ROOM_STATUS.DEPOSITED, ROOM_STATUS.NOTICE_AND_DEPOSIT];

async function commonFacts(building: BuildingCode, today: string, owing: Promise<Unpaid>) {
  const month = today.slice(0, 7);
  const [e, w, unpaid] = await Promise.all([sheetsBetween(building, 'E', month, month), sheetsBetween(building, 'W', month, month), owing]);
  return { unpaid, readings: { E: new Set(Object.keys(e[0]?.rooms ?? {})), W: new Set(Object.keys(w[0]?.rooms ?? {})) } };
}

async function depositsHeld(rooms: readonly RoomHolding[], only: (r: RoomHolding) => boolean) {
  const held = rooms.filter(only).flatMap((r) => (r.active_deposit_id ? [r.active_deposit_id] : []));
  return held.length ? (await depositsByIds(held)).map(toDeposit) : [];
}

/** Today's computation: every room and everyone staying (O(rooms)). */
export async function recountedFacts(building: BuildingCode, today: string, owing: Promise<Unpaid>, repairs: Repairs): Promise<BuildingFacts> {
  const [rooms, staying, common] = await Promise.all([roomHoldings(building), whoStaysNow(building), commonFacts(building, today, owing)]);
  return {
    building,
    rooms,
    occupied: occupiedByStaying(staying, today),
    deposits: await depositsHeld(rooms, () => true),
    ...common,
    repairs: repairs.filter((r) => r.building === building),
  };
}

/** From the building's kept statuses: the rooms to act on by key, never every room. */
export async function keptFacts(figures: RoomFigures, today: string, owing: Promise<Unpaid>, repairs: Repairs): Promise<BuildingFacts> {
  const building = figures.building as BuildingCode;
  const statuses = [...figures.statuses];
  const toActOn = statuses.filter(([, s]) => TO_ACT_ON.includes(s)).map(([room]) => room);
  const roomKeys = toActOn.map((room) => keys.room(building, room));
  const [items, common] = await Promise.all([
    roomKeys.length ? getMany(roomKeys, ROOM_HOLDING_PROJECTION) : Promise.resolve([]),
    commonFacts(building, today, owing),
  ]);
  const held = new Map(items.map(roomHoldingOf).map((r) => [r.room_id, r]));
  // The status is the kept one (the figures' moment); the notice and deposit are what the room holds.
  const rooms: RoomHolding[] = statuses.map(([room_id, status]) => ({ ...held.get(room_id), room_id, status }));
  return {
    building,
    rooms,
    occupied: occupiedByStatus(figures.statuses, figures.checkIns, today),
    deposits: await depositsHeld(rooms, (r) => HOLDING.includes(r.status)),
    ...common,
    repairs: repairs.filter((r) => r.building === building),
  };
}
