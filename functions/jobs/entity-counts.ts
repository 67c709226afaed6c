import { ENTITIES } from '../platform/db/entities';
import { recountEntity } from '../platform/db/entity-index';
import { keptCounts, markCountsReady, writeCountBase } from '../platform/db/kept-counts';
import { logDayCount, writeLogDayBase } from '../platform/db/entity-counts';
import { vnToday } from '../../shared/dates';
import { recountLogsOfDay } from '../logs';

export interface CountsBackfill {
  /** The counts were complete already (marker there): nothing read but the counts. */
  already: boolean;
  /** Records found per type (only when counted now). */
  counted: Record<string, number>;
}

/** Types recounted side by side: each is a paged Query of its keys through byEntityType. */
const AT_ONCE = 4;

/**
 * One-off backfill of the kept counts (platform/db/entity-counts.ts) for a table that holds records
 * written before counts were kept: each type counted once through the KEYS_ONLY byEntityType index
 * (O(records), this once), its base set to what the recount found less what writes had moved by then,
 * then the marker `META` / `MIGRATION#entity-counts-v1`, after which the admin shows the counts and a
 * run is one read. Idempotent (the base is written whole): a run cut short is run again. Run it while
 * nothing writes (the local stack runs it at start, before the API; AWS: README): a record written
 * between a type's two reads would be counted twice.
 */
export async function backfillEntityCounts(): Promise<CountsBackfill> {
  if ((await keptCounts()).ready) return { already: true, counted: {} };
  const types = Object.keys(ENTITIES);
  const base = new Map<string, number>();
  const counted: Record<string, number> = {};
  for (let i = 0; i < types.length; i += AT_ONCE)
    await Promise.all(
      types.slice(i, i + AT_ONCE).map(async (entity) => {
        // What writes had moved, read right before the recount: base + moved = the records since.
        const moved = (await keptCounts()).moved.get(entity) ?? 0;
        const n = await recountEntity(entity);
        counted[entity] = n;
        base.set(entity, n - moved);
      }),
    );
  await writeCountBase(base);
  // The day counting began on: its lines written before are not in the shards' per-day count yet.
  await backfillLogDay(vnToday());
  await markCountsReady('backfill');
  return { already: false, counted };
}

/**
 * The kept count of a day's log lines (the dashboard's "Tổng thao tác hôm nay") for a day begun before
 * they were counted per day: the day's lines recounted once (O(that day's lines)), less what the
 * shards had moved by then, written as the day's base. A day with a base keeps it (a second run reads
 * one item set). Run it while nothing writes, as the backfill above.
 */
export async function backfillLogDay(day: string): Promise<{ already: boolean; counted: number }> {
  const before = await logDayCount(day);
  if (before.base !== undefined) return { already: true, counted: before.moved + before.base };
  const counted = await recountLogsOfDay(day);
  const written = await writeLogDayBase(day, counted - before.moved);
  return { already: !written, counted };
}
