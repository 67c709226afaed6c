import { getMany, deleteMany } from './items';
import { COUNTS_READY, countItemKeys, forgetKnownItems } from './entity-counts';
import { keys } from './keys';
import { putItem, transact } from './transact';

const PREFIX = 'n_';
const isBase = (i: Record<string, unknown>) => i.PK === keys.entityCountBase.PK;

export interface KeptCounts {
  /** Records per type: the shards' sum plus the backfill's base. */
  counts: Map<string, number>;
  /** The shards alone: what writes moved since counting began (the backfill's starting point). */
  moved: Map<string, number>;
  /** The backfill ran (or the data was cleared): `counts` are the whole table's. */
  ready: boolean;
}

const add = (to: Map<string, number>, item: Record<string, unknown>) => {
  for (const [k, v] of Object.entries(item)) if (k.startsWith(PREFIX)) to.set(k.slice(PREFIX.length), (to.get(k.slice(PREFIX.length)) ?? 0) + Number(v));
};

/** The kept counts: ONE BatchGet of the shards, the base and the backfill's marker — O(shards), never O(records). */
export async function keptCounts(): Promise<KeptCounts> {
  const items = await getMany([...countItemKeys, COUNTS_READY], { consistent: true });
  const counts = new Map<string, number>();
  const moved = new Map<string, number>();
  for (const i of items) {
    if (i.PK === COUNTS_READY.PK) continue;
    add(counts, i);
    if (!isBase(i)) add(moved, i);
  }
  return { counts, moved, ready: items.some((i) => i.PK === COUNTS_READY.PK && i.SK === COUNTS_READY.SK) };
}

/**
 * The backfill's base, written whole (a second run writes the same): per type, what a recount found
 * less what the shards had moved when it was taken, so base + shards = the records from then on.
 */
export async function writeCountBase(base: ReadonlyMap<string, number>): Promise<void> {
  const counts = Object.fromEntries([...base].map(([e, n]) => [`${PREFIX}${e}`, n]));
  await transact([putItem({ ...keys.entityCountBase, entity: 'entity_count', ...counts, at: new Date().toISOString() })]);
}

/** Marks the counts complete (the backfill's end, or a table just emptied). */
export async function markCountsReady(by: string): Promise<void> {
  await transact([putItem({ ...COUNTS_READY, entity: 'meta', by, at: new Date().toISOString() })]);
}

/** Clear-database: every record is gone, so every count is zero, and complete. */
export async function resetCounts(): Promise<void> {
  forgetKnownItems();
  await deleteMany(countItemKeys);
  await markCountsReady('clear-database');
}
