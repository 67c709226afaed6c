import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { keys } from '../../functions/platform/db/keys';
import { sheetHeadItem, sheetItems } from '../../functions/readings/model/reading';
import type { Sheet } from '../../functions/readings/model/reading-table';
import type { BuildingCode } from '../../shared/catalog/buildings';

/**
 * Stores a building's reading sheet of a month as the reading screen would have (2 persons a room):
 * the next version of the sheet, with its head, as every save writes them (the kept room totals check
 * themselves on the heads).
 */
export async function putSheet(building: BuildingCode, type: 'E' | 'W', month: string, readings: Record<string, number>): Promise<void> {
  const stored = await db().send(new GetCommand({ TableName: env.tableName(), Key: keys.readingSheet(building, type, month), ConsistentRead: true }));
  const sheet: Sheet = {
    building,
    type,
    month,
    rooms: Object.fromEntries(Object.entries(readings).map(([room, value]) => [room, { value, persons: 2, at: `${month}-28T03:00:00Z`, by: 'ketoan' }])),
    meter_changes: {},
    version: Number(stored.Item?.version ?? 0) + 1,
  };
  await putSheetItems(sheet);
  await db().send(new PutCommand({ TableName: env.tableName(), Item: sheetHeadItem(sheet) }));
}

/** Puts a whole sheet as the model stores it (its own item and its pieces), all at its version. */
export async function putSheetItems(sheet: Sheet): Promise<void> {
  await Promise.all(sheetItems(sheet).map((Item) => db().send(new PutCommand({ TableName: env.tableName(), Item }))));
}

/** A sheet as it was stored before pieces: one item holding every room's reading (tables from then are read as they are). */
export const inlineSheetItem = (s: Sheet) => ({ ...keys.readingSheet(s.building, s.type, s.month), entity: 'reading_sheet', ...s });
