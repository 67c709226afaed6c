import { createItem } from '../platform/db/transact';
import { auditItem } from '../platform/audit';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { newRoomItem, roomLabel } from '../kernel/model/room';
import { roomCreationFigures } from '../kernel/model/room-figures';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { marked, type BatchContext } from './commit-context';
import { roomDefaults } from './rules/rooms-rules';
import { numberIn, optionalText, type SheetRow } from './rules/sheet-rows';

/** A batch of new rooms, each as the admin's room form creates it (empty), with one log line for the batch. */
export async function writeRooms(building: BuildingCode, rows: readonly SheetRow[], key: string, c: BatchContext): Promise<void> {
  const at = nowIso();
  const items = rows.map((r) => {
    const notes = optionalText(r.v.notes);
    return newRoomItem(
      { building, room_id: String(r.v.room), floor: numberIn(r.v.floor), rent: numberIn(r.v.rent), ...roomDefaults(r.v), ...(notes ? { notes } : {}) },
      at,
    );
  });
  await commit(
    [
      ...items.map((i) => createItem(i, `Phòng ${roomLabel(building, i.room_id)} đã có`)),
      await roomCreationFigures(
        building,
        items.map((i) => i.room_id),
      ),
      auditItem(
        c.caller,
        {
          action: 'create',
          entity: 'room',
          entityId: `${building}-${key}`,
          building,
          summary: `Nhập dữ liệu ban đầu: thêm ${items.length} phòng toà ${building} (${items.map((i) => i.room_id).join(', ')})`,
        },
        at,
      ),
      marked(c, key, at),
    ],
    c.answer(),
  );
}
