import { keys } from '../../platform/db/keys';
import type { Item } from '../../platform/db/items';
import { queryAll } from '../../platform/db/query';

/**
 * The stays' receivables migration's markers (jobs/stay-receivables.ts), in the META partition: one per
 * room migrated (`MIGRATION#stay-receivables-v1#<building>#<room>`, created in the room's own
 * transaction) and the DONE item a run that left no room behind writes.
 */
export const MIGRATION_VERSION = 'MIGRATION#stay-receivables-v1';
/** Written once a run left no room behind: a later run reads it and stops. */
export const DONE_KEY = keys.meta(MIGRATION_VERSION);
/** A room migrated (SK `MIGRATION#stay-receivables-v1#<building>#<room>`, in the META partition). */
export const roomMarkerKey = (building: string, roomId: string) => keys.meta(`${MIGRATION_VERSION}#${building}#${roomId}`);

/** A room's marker as `<building>#<room>`. */
export const markedRoomOf = (i: Item): string => `${String(i.building)}#${String(i.room_id)}`;

/** Rooms migrated before (one Query of their markers). */
export async function markedRooms(): Promise<Set<string>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
    ExpressionAttributeValues: { ':pk': DONE_KEY.PK, ':p': `${MIGRATION_VERSION}#` },
    ProjectionExpression: 'building, room_id',
    ConsistentRead: true,
  });
  return new Set(items.map(markedRoomOf));
}
