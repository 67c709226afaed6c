import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { BUILDINGS } from '../../shared/catalog/buildings';
import { auditItem } from '../../functions/platform/audit';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { createItem, transact } from '../../functions/platform/db/transact';
import { env } from '../../functions/platform/env';
import { Conflict } from '../../functions/platform/errors';
import { nowIso } from '../../functions/platform/time';
import { newRoomItem, type RoomFields } from '../../functions/kernel/model/room';
import { roomCreationFigures } from '../../functions/kernel/model/room-figures';

const SEED = 'SEED#demo-v1';
const SYSTEM = { sub: 'system', username: 'system' };

/** Five floors of eight rooms per building; higher floors are cheaper (no lift). */
export function demoRooms(): RoomFields[] {
  return BUILDINGS.flatMap((b) =>
    [1, 2, 3, 4, 5].flatMap((floor) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => {
        const rent = 4_500_000 - floor * 200_000 + (n % 3) * 100_000;
        return { building: b.code, room_id: `${floor}${String(n).padStart(2, '0')}`, floor, rent, deposit: rent, max_occupants: n % 4 === 0 ? 4 : 3 };
      }),
    ),
  );
}

/** Demo buildings' rooms, once: a marker item says the seed already ran, so restarts keep all data. */
export async function seedDemoData(): Promise<boolean> {
  const marker = await db().send(new GetCommand({ TableName: env.tableName(), Key: keys.meta(SEED) }));
  if (marker.Item) return false;
  const at = nowIso();
  for (const b of BUILDINGS) {
    const rooms = demoRooms().filter((r) => r.building === b.code);
    // A building seeded before an interrupted first start is left as it is.
    await transact([
      ...rooms.map((r) => createItem(newRoomItem(r, at), `Phòng ${r.room_id} (${r.building}) đã tồn tại`)),
      await roomCreationFigures(
        b.code,
        rooms.map((r) => r.room_id),
      ),
      auditItem(
        SYSTEM,
        { action: 'create', entity: 'room', entityId: b.code, building: b.code, summary: `Khởi tạo ${rooms.length} phòng mẫu cho ${b.name}` },
        at,
      ),
    ]).catch((e: unknown) => {
      if (!(e instanceof Conflict)) throw e;
    });
  }
  await db().send(new PutCommand({ TableName: env.tableName(), Item: { ...keys.meta(SEED), entity: 'meta', at } }));
  return true;
}
