import type { BuildingCode } from '../../../shared/catalog/buildings';
import type { MeterType } from '../../../shared/readings/usage';
import type { ReadingRow, ReadingTable } from '../../../shared/api/readings';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import type { Page } from '../../platform/db/page';
import { storedPrices } from '../../admin';
import { roomItemsPage } from '../../kernel/model/room';
import { roomSheetsAround } from './reading';
import { readingTable, type RoomLine } from './reading-table';

/**
 * A page of a month's reading table (GET /api/bills/get-two-newest-bills), so a request reads the same
 * whatever the size of the building: a page of the building's rooms (key order, only the fields a row
 * shows), who stays in those rooms only, and the building's sheets of the month and the 16 before —
 * each month's own item and the pieces of a floor holding the page's rooms (table-design "Meter
 * readings"), projected to their entries (`roomSheetsAround`), so a page reads and carries back the
 * same whatever the building's size — and the stored prices.
 */

/** A page of the building's rooms as the table's rows need them. */
export async function roomLinesPage(building: BuildingCode, page: { limit: number; cursor?: string }): Promise<Page<RoomLine>> {
  const read = await roomItemsPage(building, page, {
    ProjectionExpression: 'PK, SK, room_id, floor, #status',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return {
    items: read.items.map((i) => ({ room_id: String(i.room_id), floor: Number(i.floor), status: Number(i.status) })),
    ...(read.cursor ? { cursor: read.cursor } : {}),
  };
}

/**
 * How many people stay now in each of `roomIds` (the customers' sparse "staying" index, GSI1
 * `CUSTNOW#<b>` / `<room>#<id>`): one Query of the key range from the first room to the last, so a
 * page reads its own rooms' occupants, not the building's. Room ids are letters, digits and '-' (all
 * above '#' and '$'), so `<first>#` … `<last>$` holds every customer of the rooms between them; the
 * ones of rooms not asked about (none when the rooms are a page in key order) are not counted.
 */
export async function personsIn(building: BuildingCode, roomIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!roomIds.length) return out;
  const sorted = [...roomIds].sort();
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.customersStaying(building), ':lo': `${sorted[0]}#`, ':hi': `${sorted.at(-1)}$` },
    ProjectionExpression: 'room_id',
  });
  const asked = new Set(roomIds);
  for (const i of items) {
    const room = String(i.room_id);
    if (asked.has(room)) out.set(room, (out.get(room) ?? 0) + 1);
  }
  return out;
}

/** A page of the month's table: its rooms' rows (in the page's order, floor then number) and the month's version and price. */
export async function tablePage(
  building: BuildingCode,
  type: MeterType,
  month: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: ReadingRow[]; cursor?: string; version: number; price: ReadingTable['price'] }> {
  const rooms = roomLinesPage(building, page);
  // Who stays and the sheets wait on the page's rooms: the sheets are read narrowed to them, so their
  // bytes are the page's whatever the building's size; the prices are read meanwhile.
  const ids = rooms.then((r) => r.items.map((x) => x.room_id));
  const [roomPage, personsNow, sheets, prices] = await Promise.all([
    rooms,
    ids.then((r) => personsIn(building, r)),
    ids.then((r) => roomSheetsAround(building, type, month, r)),
    storedPrices(),
  ]);
  const table = readingTable({ building, type, month, rooms: roomPage.items, sheets, personsNow, prices });
  return { rows: table.rows, ...(roomPage.cursor ? { cursor: roomPage.cursor } : {}), version: table.version, price: table.price };
}
