import type { ReadingTable } from '../../../shared/api/readings';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { METER_TYPES, type MeterType } from '../../../shared/readings/usage';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { storedPrices } from '../../admin';
import { roomSheetsAround } from './reading';
import { roomLinesPage } from './reading-page';
import { readingTable } from './reading-table';

/**
 * A page of a month's reading control (GET /api/bills/control), so a request reads the same whatever
 * the size of the building: a page of the building's rooms (key order, only the fields a row needs),
 * the month's electricity and water sheets and the 16 before narrowed to those rooms' entries (the
 * months' own items and the rooms' pieces of a floor only: a whole sheet grows with the building), the page's rooms'
 * bills of the month (one Query of the key range from the first room to the last) and the stored
 * prices. Who stays now is not read: the control shows no persons nor amounts.
 */

export interface ControlPage {
  /** The month's electricity and water tables of the page's rooms. */
  tables: Record<MeterType, ReadingTable>;
  /** The page's rooms with a bill of the month. */
  billed: Set<string>;
  cursor?: string;
}

/**
 * Which of `roomIds` have a bill of the month: the month's bills are one partition (`BILL#<b>#<month>`,
 * SK the room), read from the first room to the last only (only the key), so a page reads its own
 * rooms' bills, not the building's. Strongly consistent, as the month's bills always were read.
 */
export async function billedAmong(building: BuildingCode, month: string, roomIds: readonly string[]): Promise<Set<string>> {
  if (!roomIds.length) return new Set();
  const sorted = [...roomIds].sort();
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.billsOf(building, month), ':lo': sorted[0], ':hi': sorted.at(-1) },
    ProjectionExpression: 'SK',
    ConsistentRead: true,
  });
  const asked = new Set(roomIds);
  return new Set(items.map((i) => String(i.SK)).filter((room) => asked.has(room)));
}

export async function controlPage(building: BuildingCode, month: string, page: { limit: number; cursor?: string }): Promise<ControlPage> {
  const { items: rooms, cursor } = await roomLinesPage(building, page);
  const ids = rooms.map((r) => r.room_id);
  const [e, w, billed, prices] = await Promise.all([
    roomSheetsAround(building, 'E', month, ids),
    roomSheetsAround(building, 'W', month, ids),
    billedAmong(building, month, ids),
    storedPrices(),
  ]);
  const sheets: Record<MeterType, typeof e> = { E: e, W: w };
  const tables = Object.fromEntries(
    METER_TYPES.map((type) => [type, readingTable({ building, type, month, rooms, sheets: sheets[type], personsNow: new Map(), prices })]),
  ) as Record<MeterType, ReadingTable>;
  return { tables, billed, ...(cursor ? { cursor } : {}) };
}
