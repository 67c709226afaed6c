import type { AnalysisRow } from '../../../shared/api/utilities';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import type { DeviceCode } from '../../../shared/catalog/devices';
import type { MeterType } from '../../../shared/readings/usage';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { createItem, type TxItem } from '../../platform/db/transact';

/**
 * A finalized analysis's rows of one building: ONE item (`UALOG#<type>#<month>` / `ROWS#<building>`).
 * Its rows are kept in the map `rooms`, keyed by room id (`layout: 'rooms'`), so a page of rooms reads
 * only its own entries (a ProjectionExpression on the map's keys, as the reading sheets are read) and
 * what it carries back does not grow with the building. Items finalized before this layout (issue 23
 * §13) hold the list `rows` instead, which no projection can narrow to rooms: such an item is read
 * whole (one building's rows of one month, never more).
 */

/** A row as finalize stores it: notes and flag reviews stay writable, so they are kept apart. */
export type SavedRow = Omit<AnalysisRow, 'note' | 'flag_review'>;
/** A stored row as read back: the list layout kept no floor (the room's own floor is used instead). */
export type StoredRow = Omit<SavedRow, 'floor'> & { floor?: number };

export const ROWS_LAYOUT = 'rooms';

/** The rows item of a building as finalize creates it (conditioned on absence: a month is finalized once). */
export function savedRowsItem(type: MeterType, month: string, building: BuildingCode, rows: readonly SavedRow[], conflict: string): TxItem {
  return createItem(
    {
      ...keys.analysisRows(type, month, building),
      entity: 'analysis_rows',
      type,
      month,
      building,
      layout: ROWS_LAYOUT,
      rooms: Object.fromEntries(rows.map((r) => [r.room_id, r])),
    },
    conflict,
  );
}

/** A rows item's rows, by room id, whichever its layout (the whole item, as a Query of the partition answers it). */
export function storedRowsOf(item: Record<string, unknown>): Map<string, StoredRow> {
  if (item.layout === ROWS_LAYOUT) return new Map(Object.entries((item.rooms as Record<string, StoredRow> | undefined) ?? {}));
  return new Map(((item.rows as StoredRow[] | undefined) ?? []).map((r) => [r.room_id, r]));
}

/**
 * Room entries one projected read asks for: each adds `#R.#rN, ` (about 10 characters, 20 with
 * `.#d`) to the ProjectionExpression, and DynamoDB refuses an expression over 4 KB.
 */
const PROJECTED_ROOMS = 150;

/**
 * The saved rows of `roomIds` in a finalized month's building (`only: 'devices'`: their devices only),
 * by room id: the rows item narrowed to those rooms' entries, one read per PROJECTED_ROOMS rooms. A room
 * without a saved row is absent. An item of the list layout is read whole and picked from.
 */
export async function savedRowsIn(
  type: MeterType,
  month: string,
  building: BuildingCode,
  roomIds: readonly string[],
  only?: 'devices',
): Promise<Map<string, Partial<StoredRow> & { devices: DeviceCode[] }>> {
  const out = new Map<string, Partial<StoredRow> & { devices: DeviceCode[] }>();
  if (!roomIds.length) return out;
  const key = keys.analysisRows(type, month, building);
  const ids = [...new Set(roomIds)];
  const slices = Array.from({ length: Math.ceil(ids.length / PROJECTED_ROOMS) }, (_, i) => ids.slice(i * PROJECTED_ROOMS, (i + 1) * PROJECTED_ROOMS));
  const reads = await Promise.all(
    slices.map((slice) =>
      queryAll({
        KeyConditionExpression: 'PK = :pk AND SK = :sk',
        ExpressionAttributeValues: { ':pk': key.PK, ':sk': key.SK },
        // Room ids go through names (#r0 …): they may hold '-' and need not be valid expression words.
        // SK always answers, so an item of the list layout (no `layout`, no `rooms`) still shows it is there.
        ProjectionExpression: ['SK', '#l', ...slice.map((_, i) => (only ? `#R.#r${i}.#d` : `#R.#r${i}`))].join(', '),
        ExpressionAttributeNames: {
          '#l': 'layout',
          '#R': 'rooms',
          ...(only ? { '#d': 'devices' } : {}),
          ...Object.fromEntries(slice.map((id, i) => [`#r${i}`, id])),
        },
        ConsistentRead: true,
      }),
    ),
  );
  const items = reads.flat();
  if (!items.length) return out;
  // An item of the list layout answers the projection with nothing: it is read whole, once.
  const whole = items.some((i) => i.layout !== ROWS_LAYOUT)
    ? storedRowsOf(
        (
          await queryAll({ KeyConditionExpression: 'PK = :pk AND SK = :sk', ExpressionAttributeValues: { ':pk': key.PK, ':sk': key.SK }, ConsistentRead: true })
        )[0] ?? {},
      )
    : new Map(items.flatMap((i) => Object.entries((i.rooms as Record<string, StoredRow> | undefined) ?? {})));
  for (const id of ids) {
    const row = whole.get(id);
    if (row) out.set(id, only ? { devices: row.devices ?? [] } : row);
  }
  return out;
}
