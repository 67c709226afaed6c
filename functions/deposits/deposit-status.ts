import * as api from '../../shared/api/deposits';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import { operation } from '../platform/http/handler';
import { getRoom } from '../kernel/model/room';
import { roomHoldings } from '../rooms';
import { heldBy } from '../kernel/ledger/deposit-held';
import { depositObject, depositsByIds, depositsOfRoom, toDeposit, type DepositItem } from './model/deposit';
import { compareIso, compareNumbered } from '../../shared/text/collate';
import { depositViewOf } from './guard-view';

const HOLDING: readonly number[] = [ROOM_STATUS.DEPOSITED, ROOM_STATUS.NOTICE_AND_DEPOSIT];

/**
 * The active deposits of a building: one Query of its rooms (status and the deposit each room was
 * last given), one BatchGet of those deposits; only a room whose pointer is stale (data written
 * without it) costs a Query of its own timeline.
 */
async function activeOfBuilding(building: string): Promise<DepositItem[]> {
  const rooms = await roomHoldings(building, { pointersOnly: true });
  const holding = rooms.filter((r) => HOLDING.includes(r.status));
  const pointed = await depositsByIds(holding.map((r) => r.active_deposit_id).filter((x): x is string => !!x));
  const found = new Map(pointed.filter((d) => d.status === 'active' && d.building === building).map((d) => [d.room_id, d]));
  const stale = holding.filter((r) => !found.has(r.room_id));
  const fallback = await Promise.all(stale.map((r) => depositsOfRoom(building, r.room_id, 'active')));
  return [...found.values(), ...fallback.flat()];
}

/** A guard is answered only the deposits they brought in, without the customer's phone or ID number. */
export const depositStatusOf = operation(api.depositStatusOf, async ({ query }, { caller }) => {
  const view = depositViewOf(caller);
  let active: DepositItem[];
  if (query.room_id) {
    await getRoom(query.building, query.room_id, false);
    active = await depositsOfRoom(query.building, query.room_id, 'active');
  } else {
    active = await activeOfBuilding(query.building);
  }
  active = active.filter(view.owns);
  const held = await heldBy(active.map((d) => depositObject(d.id)));
  return active
    .sort((a, b) => compareNumbered(a.room_id, b.room_id) || compareIso(a.date, b.date))
    .map((d) => view.shown({ ...toDeposit(d), held: held.get(depositObject(d.id)) ?? 0 }));
});
