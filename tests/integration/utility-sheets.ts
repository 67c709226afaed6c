import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { sheetItem } from '../../functions/readings/model/reading';
import type { Sheet } from '../../functions/readings/model/reading-table';
import type { BuildingCode } from '../../shared/catalog/buildings';

/** Stores a building's reading sheet of a month as the reading screen would have (2 persons a room). */
export async function putSheet(building: BuildingCode, type: 'E' | 'W', month: string, readings: Record<string, number>): Promise<void> {
  const sheet: Sheet = {
    building,
    type,
    month,
    rooms: Object.fromEntries(Object.entries(readings).map(([room, value]) => [room, { value, persons: 2, at: `${month}-28T03:00:00Z`, by: 'ketoan' }])),
    meter_changes: {},
    version: 1,
  };
  await db().send(new PutCommand({ TableName: env.tableName(), Item: sheetItem(sheet) }));
}
