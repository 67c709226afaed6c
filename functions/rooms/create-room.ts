import * as api from '../../shared/api/rooms';
import { auditItem } from '../lib/audit';
import { about, createItem } from '../lib/db/transact';
import { operation } from '../lib/http/handler';
import { commit } from '../core/commit';
import { nowIso } from '../lib/time';
import { newRoomItem, roomLabel } from '../core/records/room';
import { toRoom } from '../core/records/room';

export const createRoom = operation(api.createRoom, async ({ body }, { caller }) => {
  const at = nowIso();
  const item = newRoomItem(body, at);
  return commit([
    about(createItem(item, `Phòng ${body.room_id} đã có ở toà ${body.building}`), 'room_id', 'duplicate'),
    auditItem(caller, { action: 'create', entity: 'room', entityId: `${body.building}-${body.room_id}`, entityName: roomLabel(body.building, body.room_id), building: body.building, summary: `Thêm phòng ${body.room_id} (${body.building})`, after: body }, at),
  ], toRoom(item));
});
