import { ulid } from 'ulid';
import { ROOM_STATUS_LABELS, type RoomStatus } from '../../../shared/catalog/room-status';
import type { Room } from '../../../shared/api/rooms';

type RoomStateChange = NonNullable<Room['last_states']>[number];
import { keys } from '../../platform/db/keys';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';
import { getRoom } from '../model/room';
import { roomStatusFigure } from '../model/room-figures';

/** Business rules §2: every event a room can undergo, and the status it moves from → to. */
export const TRANSITIONS = {
  deposit_created: { 0: 1, 3: 4 },
  deposit_removed: { 1: 0, 4: 3 },
  check_in: { 0: 2, 1: 2 },
  check_in_removed: { 2: 1 },
  /** A check-in made without a deposit, removed as an entry error: the room is empty again. */
  check_in_removed_no_deposit: { 2: 0 },
  notice: { 2: 3 },
  notice_withdrawn: { 3: 2 },
  check_out: { 2: 0, 3: 0, 4: 1 },
} as const satisfies Record<string, Partial<Record<RoomStatus, RoomStatus>>>;
export type RoomEvent = keyof typeof TRANSITIONS;

const EVENT_LABELS: Record<RoomEvent | 'check_out_cancelled', string> = {
  deposit_created: 'nhận cọc',
  deposit_removed: 'huỷ/xoá/chuyển cọc',
  check_in: 'nhận phòng',
  check_in_removed: 'xoá phiếu nhận phòng',
  check_in_removed_no_deposit: 'xoá phiếu nhận phòng',
  notice: 'báo trả phòng',
  notice_withdrawn: 'rút báo trả phòng',
  check_out: 'trả phòng',
  check_out_cancelled: 'huỷ trả phòng',
};

const refused = (room: Pick<Room, 'building' | 'room_id'>, status: number, event: RoomEvent | 'check_out_cancelled') =>
  `Phòng ${room.room_id} (${room.building}) đang ở trạng thái "${ROOM_STATUS_LABELS[status as RoomStatus] ?? status}", không thể ${EVENT_LABELS[event]}`;

/** Where `event` takes a room in `status`, or a 409 naming the room and its status. */
export function nextStatus(room: Pick<Room, 'building' | 'room_id'>, status: number, event: RoomEvent): RoomStatus {
  const to = (TRANSITIONS[event] as Partial<Record<number, RoomStatus>>)[status];
  if (to === undefined) throw new Conflict(refused(room, status, event), 'room_id', 'state');
  return to;
}

export interface StateChange {
  room: Room;
  to: RoomStatus;
  event: RoomEvent | 'check_out_cancelled';
  voucherType: string;
  voucherId: string;
  at: string;
  /** The event's own day (the check-in's start date, the deposit's date…): what the room board shows, not `at`. */
  date?: string;
  /** Further attributes the same change sets on the room (a transaction may touch the room once). */
  extra?: Record<string, unknown>;
}

/** The state change as the room and its history keep it. */
export const stateOf = (c: StateChange): RoomStateChange => ({
  from: c.room.status,
  to: c.to,
  event: c.event,
  voucher_type: c.voucherType,
  voucher_id: c.voucherId,
  at: c.at,
  ...(c.date ? { date: c.date } : {}),
});

/** A room changed under the caller: the conflict is about the room field, and the data was stale. */
const stale = (item: TxItem): TxItem => ({ ...item, field: 'room_id', code: 'stale' });

/**
 * The writes of one status change, for the voucher's own transaction: the room's update guarded by
 * the status (and version) it was read with, so two staff acting on one room cannot both win, and a
 * history item for /room-states, and the building's kept statuses. The room keeps its two newest states
 * for the board.
 */
export function stateChangeItems(c: StateChange): TxItem[] {
  const state = stateOf(c);
  const lastStates = [state, ...(c.room.last_states ?? []).slice(0, 1)];
  const id = ulid();
  const extra = Object.entries(c.extra ?? {});
  const extraSets = extra.map((_, i) => `, #x${i} = :x${i}`).join('');
  return [
    stale(
      updateItem(keys.room(c.room.building, c.room.room_id), {
        expression: `SET #status = :to, #version = #version + :one, updated_at = :at, last_states = :ls${extraSets}`,
        condition: '#status = :from AND #version = :v',
        names: { '#status': 'status', '#version': 'version', ...Object.fromEntries(extra.map(([k], i) => [`#x${i}`, k])) },
        values: {
          ':to': c.to,
          ':from': c.room.status,
          ':v': c.room.version,
          ':one': 1,
          ':at': c.at,
          ':ls': lastStates,
          ...Object.fromEntries(extra.map(([, v], i) => [`:x${i}`, v])),
        },
        conflict: `Phòng ${c.room.room_id} (${c.room.building}) vừa được người khác thay đổi, vui lòng tải lại`,
      }),
    ),
    createItem(
      { ...keys.roomState(c.room.building, c.room.room_id, c.at, id), entity: 'room_state', id, building: c.room.building, room_id: c.room.room_id, ...state },
      'Lịch sử trạng thái trùng khoá',
    ),
    // The building's kept statuses (room-figures.ts), in the same transaction: the dashboard reads them.
    roomStatusFigure(c.room.building, c.room.room_id, c.to, c.event === 'check_in' ? c.date : undefined),
  ];
}

/** Read the room, check the event is allowed now, and return the writes that apply it. */
export async function transition(
  building: string,
  roomId: string,
  event: RoomEvent,
  voucher: { type: string; id: string; date: string },
  at: string,
  extra?: Record<string, unknown>,
): Promise<{ room: Room; to: RoomStatus; items: TxItem[]; state: RoomStateChange }> {
  const room = await getRoom(building, roomId);
  const to = nextStatus(room, room.status, event);
  const change: StateChange = { room, to, event, voucherType: voucher.type, voucherId: voucher.id, at, date: voucher.date, extra };
  return { room, to, items: stateChangeItems(change), state: stateOf(change) };
}
