import { ulid } from 'ulid';
import * as api from '../../shared/api/rooms';
import { ROOM_STATUS_LABELS, type RoomStatus } from '../../shared/catalog/room-status';
import { auditItem } from '../platform/audit';
import { operation } from '../platform/http/handler';
import { roomLabel } from '../kernel/model/room';
import { commit } from '../kernel/commit';
import { nowIso } from '../platform/time';
import { assertOpen } from '../kernel/ledger/edit-lock';
import { transition } from '../kernel/rooms/status-machine';
import { boardRoomsPage } from './model/room-views';

export const roomStatesNewest = operation(api.roomStatesNewest, async ({ query }) => {
  const page = await boardRoomsPage(query.building, query);
  return {
    items: page.items.map((r) => ({
      building: r.building,
      room_id: r.room_id,
      floor: r.floor,
      status: r.status,
      status_label: ROOM_STATUS_LABELS[r.status as RoomStatus] ?? `${r.status}`,
      rent: r.rent,
      ...(r.notice ? { notice: r.notice } : {}),
      ...(r.last_states?.[0] ? { newest: r.last_states[0] } : {}),
    })),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
});

export const roomStatesTwoNewest = operation(api.roomStatesTwoNewest, async ({ query }) => {
  const page = await boardRoomsPage(query.building, query);
  return {
    items: page.items.map((r) => ({ building: r.building, room_id: r.room_id, status: r.status, states: (r.last_states ?? []).slice(0, 2) })),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
});

/**
 * The check-out notice (2 → 3), with its expected leave date kept on the room for the check-out,
 * and its withdrawal (3 → 2), which clears it. Any other status is the machine's 409.
 */
export const updateRoomState = operation(api.updateRoomState, async ({ body }, { caller }) => {
  const at = nowIso();
  await assertOpen(body.date);
  const id = ulid();
  const notice =
    body.event === 'notice'
      ? { id, date: body.date, expected_leave_date: body.expected_leave_date!, ...(body.note ? { note: body.note } : {}), at, by: caller.username }
      : undefined;
  const { room, to, items, state } = await transition(body.building, body.room_id, body.event, { type: 'notice', id, date: body.date }, at, {
    notice: notice ?? null,
  });
  const what = body.event === 'notice' ? `Báo trả phòng, dự kiến trả ${body.expected_leave_date}` : 'Rút báo trả phòng';
  return commit(
    [
      ...items,
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'room',
          entityId: `${body.building}-${body.room_id}`,
          entityName: roomLabel(body.building, body.room_id),
          building: body.building,
          summary: `${what}: phòng ${body.room_id} (${body.building})${body.note ? ` - ${body.note}` : ''}`,
          before: { status: room.status },
          after: { status: to, event: body.event, date: body.date, expected_leave_date: body.expected_leave_date },
        },
        at,
      ),
    ],
    {
      room: { ...room, status: to, version: room.version + 1, updated_at: at, last_states: [state, ...(room.last_states ?? []).slice(0, 1)] },
      ...(notice ? { notice } : {}),
      state,
    },
  );
});
