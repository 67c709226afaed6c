import type { BuildingCode } from '../../../shared/catalog/buildings';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import { keys } from '../../platform/db/keys';
import { indexKey } from '../../platform/db/page';
import { queryPages } from '../../platform/db/query';

/** The cursor of a page of the "staying now" index: a key of it (its key and the table's). */
const STAYING_KEY = indexKey('GSI1PK', 'GSI1SK');

/**
 * A page of the rooms staying now in a building, room after room in the key order of the customers'
 * "staying now" index (`<room>#<customer>`; issue 23 §13: a page costs the same whatever the building's
 * size). The index is read from the cursor on until `limit` rooms are in hand; a page always ends with
 * the last customer of its last room (it stops on the first customer of the next room), so a stay is
 * never split across two pages. `stays` are the page's stays (id → contract number) in key order;
 * `rooms` the page's rooms (first and last bound other reads, e.g. the cards out).
 */
export async function stayingRoomsPage(
  building: BuildingCode,
  page: { limit: number; cursor?: string },
): Promise<{ rooms: string[]; stays: Map<string, string>; cursor?: string }> {
  const pk = keys.customersStaying(building);
  const start = page.cursor ? decodeCursor(page.cursor, STAYING_KEY.attributes, (k) => k.GSI1PK === pk && k.PK === keys.customers(building)) : undefined;
  const rooms: string[] = [];
  const stays = new Map<string, string>();
  let last: Record<string, string> | undefined;
  let more = false;
  const input = {
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'PK, SK, GSI1PK, GSI1SK, room_id, stay_id, contract_no',
    // A few customers a room, and one more room to see where the last one ends; read on if it is not enough.
    Limit: (page.limit + 1) * 4,
  };
  read: for await (const items of queryPages(input, start)) {
    for (const i of items) {
      const room = String(i.room_id);
      if (rooms.at(-1) !== room) {
        if (rooms.length === page.limit) {
          more = true;
          break read;
        }
        rooms.push(room);
      }
      stays.set(String(i.stay_id), String(i.contract_no ?? ''));
      last = Object.fromEntries(STAYING_KEY.attributes.map((a) => [a, String(i[a])]));
    }
  }
  return { rooms, stays, ...(more && last ? { cursor: encodeCursor(last) } : {}) };
}
