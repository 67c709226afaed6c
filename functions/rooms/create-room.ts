import * as api from '../../shared/api/rooms';
import { auditItem } from '../platform/audit';
import { about, createItem } from '../platform/db/transact';
import { operation } from '../platform/http/handler';
import { commit } from '../kernel/commit';
import { nowIso } from '../platform/time';
import { newRoomItem, roomLabel } from '../kernel/model/room';
import { toRoom } from '../kernel/model/room';
import { roomCreationFigures } from '../kernel/model/room-figures';

export const createRoom = operation(api.createRoom, async ({ body }, { caller }) => {
  const at = nowIso();
  const item = newRoomItem(body, at);
  return commit(
    [
      about(createItem(item, `Phòng ${body.room_id} đã có ở toà ${body.building}`), 'room_id', 'duplicate'),
      // The building's kept statuses (the dashboard's read) learn the new room in the same transaction.
      await roomCreationFigures(body.building, [body.room_id]),
      auditItem(
        caller,
        {
          action: 'create',
          entity: 'room',
          entityId: `${body.building}-${body.room_id}`,
          entityName: roomLabel(body.building, body.room_id),
          building: body.building,
          summary: `Thêm phòng ${body.room_id} (${body.building})`,
          after: body,
        },
        at,
      ),
    ],
    toRoom(item),
  );
});
