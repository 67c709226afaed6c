import * as api from '../../shared/api/rooms';
import { auditItem } from '../platform/audit';
import { keys } from '../platform/db/keys';
import { updateItem } from '../platform/db/transact';
import { NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { commit } from '../kernel/commit';
import { nowIso } from '../platform/time';
import { assertOpen } from '../kernel/ledger/edit-lock';
import { roomsOf } from '../kernel/model/room';
import { dayText } from '../../shared/dates';

/** Percent increases land on a round 1,000 đ, as rents are quoted. */
export function increasedRent(rent: number, by: { percent?: number; amount?: number }): number {
  if (by.amount !== undefined) return rent + by.amount;
  const basisPoints = Math.round((by.percent ?? 0) * 100);
  return Math.round((rent * (10_000 + basisPoints)) / 10_000 / 1000) * 1000;
}

/**
 * A rent increase for chosen rooms of one building, effective from a date: every room's update is
 * guarded by the version it was read with (a status change or another increase in between → 409,
 * nothing written), and the room keeps the change in `rent_changes` for billing from that date.
 * One transaction: at most 90 rooms and the log line.
 */
export const increaseRoom = operation(api.increaseRoom, async ({ body }, { caller }) => {
  const at = nowIso();
  await assertOpen(body.from_date);
  const byId = new Map((await roomsOf(body.building)).map((r) => [r.room_id, r]));
  const missing = body.room_ids.filter((id) => !byId.has(id));
  if (missing.length) throw new NotFound(`Không tìm thấy phòng ${missing.join(', ')} ở toà ${body.building}`);
  const rooms = body.room_ids.map((id) => {
    const r = byId.get(id)!;
    return { room: r, old_rent: r.rent, new_rent: increasedRent(r.rent, body) };
  });
  const by = body.percent !== undefined ? `${body.percent}%` : `${body.amount!.toLocaleString('vi-VN')} đ`;
  return commit(
    [
      ...rooms.map(({ room, old_rent, new_rent }) =>
        updateItem(keys.room(room.building, room.room_id), {
          expression: 'SET rent = :new, #version = #version + :one, updated_at = :at, rent_changes = list_append(if_not_exists(rent_changes, :none), :change)',
          condition: '#version = :v',
          names: { '#version': 'version' },
          values: {
            ':new': new_rent,
            ':one': 1,
            ':at': at,
            ':v': room.version,
            ':none': [],
            ':change': [{ from_date: body.from_date, old_rent, new_rent, at, by: caller.username, ...(body.note ? { note: body.note } : {}) }],
          },
          conflict: `Phòng ${room.room_id} (${room.building}) vừa được người khác thay đổi, vui lòng tải lại`,
        }),
      ),
      auditItem(
        caller,
        {
          action: 'increase_room',
          entity: 'room',
          entityId: body.building,
          building: body.building,
          summary: `Tăng giá ${rooms.length} phòng (${body.building}) thêm ${by} từ ${dayText(body.from_date)}: ${body.room_ids.join(', ')}`,
          after: rooms.map(({ room, old_rent, new_rent }) => ({ room_id: room.room_id, old_rent, new_rent })),
        },
        at,
      ),
    ],
    {
      from_date: body.from_date,
      rooms: rooms.map(({ room, old_rent, new_rent }) => ({ building: room.building, room_id: room.room_id, old_rent, new_rent })),
    },
  );
});
