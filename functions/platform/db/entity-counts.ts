import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { effectOf, isCounted, type Effect, type Key } from './count-rules';
import { keys } from './keys';
import type { TxItem } from './transact';
import { env } from '../env';
import { vnDate } from '../time';

/**
 * Kept counts of records per type (docs/table-design.md, "Counts kept, never recounted"): every
 * transaction that creates or deletes items of a counted type moves that type's count in the SAME
 * transaction (`transact` adds one item), so the admin area reads a few items, never the records.
 *
 * - The counts live in SHARDS items (`COUNT#<n>` / `COUNT`, attribute `n_<entity>`); a transaction
 *   moves one of them, chosen by a hash of its first counted key (the same for a retry of the same
 *   writes), with one ADD per type it moves: one item per transaction, whatever it writes, and a busy
 *   day spread over SHARDS items instead of one that every write would wait on.
 * - A backfill made before counts existed writes a base (`COUNT#BASE`) and marks itself done
 *   (`META` / `MIGRATION#entity-counts-v1`); until then the counts are not complete (`ready: false`).
 * - Log lines are also kept per Vietnamese day (the dashboard's "Tổng thao tác hôm nay"): the same ADD
 *   moves `log_<YYYY-MM-DD>` of the day each line was written, so a day's actions are a read of the
 *   shards, never of the lines. The shard forgets days older than a week in that same update (REMOVE),
 *   so its size stays bounded; no extra item is written (a transaction keeps its MAX_TX_ITEMS budget).
 * - A write that may or may not create (an upsert, a put without condition) or delete (a delete whose
 *   condition holds on a missing item) is resolved by reading its key first (one BatchGet for the
 *   transaction; keys known to be there are remembered) and the answer is pinned by a guard in the
 *   transaction (`attribute_exists(PK)` or `attribute_not_exists(PK)`): a transaction that finds it
 *   was wrong is planned again with a fresh read.
 */
export const SHARDS = 16;
export const COUNTS_READY = keys.meta('MIGRATION#entity-counts-v1');
const PREFIX = 'n_';
const shardKeys = Array.from({ length: SHARDS }, (_, n) => keys.entityCount(n));
export const countItemKeys = [...shardKeys, keys.entityCountBase];

type Op = TxItem['op'];
const keyId = (k: Key) => `${env.tableName()}|${String(k.PK)}|${String(k.SK)}`;

/** Keys known to hold an item, with its type: a rollup or a counter is read once per process, not per voucher. */
const present = new Map<string, string>();
const KNOWN_MAX = 50_000;
const remember = (k: Key, entity: string) => {
  if (present.size >= KNOWN_MAX) present.clear();
  present.set(keyId(k), entity);
};

/** Forgets what is known to be there (the table was emptied outside a transaction: clear-database). */
export const forgetKnownItems = (): void => present.clear();

/** The keys' items as they are now (type only), strongly consistent: absent keys are left out. */
async function read(wanted: Key[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const table = env.tableName();
  let request: Key[] | undefined = wanted.map((k) => ({ PK: k.PK, SK: k.SK }));
  for (let attempt = 0; request?.length; attempt++) {
    const r = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: request,
            ConsistentRead: true,
            ProjectionExpression: '#k, #s, #e',
            ExpressionAttributeNames: { '#k': 'PK', '#s': 'SK', '#e': 'entity' },
          },
        },
      }),
    );
    for (const i of r?.Responses?.[table] ?? []) out.set(keyId(i), String(i.entity));
    request = r?.UnprocessedKeys?.[table]?.Keys as Key[] | undefined;
    if (request?.length) await new Promise((res) => setTimeout(res, 20 * 2 ** Math.min(attempt, 5)));
  }
  for (const k of wanted) {
    const entity = out.get(keyId(k));
    if (entity !== undefined) remember(k, entity);
    else present.delete(keyId(k));
  }
  return out;
}

/** FNV-1a: a stable shard for the same key in every process. */
function shardOf(k: Key): number {
  let h = 0x811c9dc5;
  for (const c of `${String(k.PK)}|${String(k.SK)}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h % SHARDS;
}

const withCondition = (op: Op, guard: string): Op => {
  const kind = op.Put ? 'Put' : op.Update ? 'Update' : 'Delete';
  const write = op[kind]!;
  const expression = write.ConditionExpression ? `(${write.ConditionExpression}) AND ${guard}` : guard;
  return { [kind]: { ...write, ConditionExpression: expression } } as Op;
};

/** The attribute of a shard (or the base) that keeps the log lines written on a Vietnamese day. */
export const logDayAttribute = (day: string): string => `log_${day}`;
/** Days a shard keeps its per-day log counts: today's and the week before it are read, older ones removed. */
export const LOG_DAYS_KEPT = 7;
/** The days a write removes: from LOG_DAYS_KEPT + 1 to 2 × LOG_DAYS_KEPT days before its newest (a shard idle longer keeps a few: harmless, never read). */
export function staleLogDays(newest: string): string[] {
  const at = Date.parse(`${newest}T00:00:00Z`);
  return Array.from({ length: LOG_DAYS_KEPT }, (_, i) => new Date(at - (LOG_DAYS_KEPT + 1 + i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The Vietnamese day a created log line was written on (its `at`), or undefined for any other write —
 * and for a line whose `at` is not a moment: the write goes on, counted as a record, not by day.
 */
function logDayOf(item: TxItem, effect: Effect): string | undefined {
  if (effect.kind !== 'sure' || effect.entity !== 'log' || effect.delta !== 1) return undefined;
  const at = item.op.Put?.Item?.at;
  const time = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isFinite(time) ? vnDate(new Date(time)) : undefined;
}

/** The count item's ADD for a transaction's deltas (none when they cancel out), with its log lines per day. */
function countOp(shard: number, deltas: Map<string, number>, logDays: Map<string, number>): Op | undefined {
  const moved = [...deltas].filter(([, d]) => d !== 0);
  if (!moved.length) return undefined;
  const days = [...logDays];
  const newest = days
    .map(([d]) => d)
    .sort()
    .at(-1);
  const stale = newest ? staleLogDays(newest).filter((d) => !logDays.has(d)) : [];
  const adds = [...moved.map((_, i) => `#c${i} :d${i}`), ...days.map((_, j) => `#l${j} :l${j}`)];
  return {
    Update: {
      TableName: env.tableName(),
      Key: keys.entityCount(shard),
      UpdateExpression: `SET #entity = :entity ADD ${adds.join(', ')}${stale.length ? ` REMOVE ${stale.map((_, k) => `#o${k}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: {
        '#entity': 'entity',
        ...Object.fromEntries(moved.map(([e], i) => [`#c${i}`, `${PREFIX}${e}`])),
        ...Object.fromEntries(days.map(([d], j) => [`#l${j}`, logDayAttribute(d)])),
        ...Object.fromEntries(stale.map((d, k) => [`#o${k}`, logDayAttribute(d)])),
      },
      ExpressionAttributeValues: {
        ':entity': 'entity_count',
        ...Object.fromEntries(moved.map(([, d], i) => [`:d${i}`, d])),
        ...Object.fromEntries(days.map(([, n], j) => [`:l${j}`, n])),
      },
    },
  };
}

export interface CountedWrite {
  /** The transaction's operations: the writes (guarded where an answer was read) and the count's ADD last. */
  ops: Op[];
  /** After the commit: what the transaction created or deleted is remembered. */
  committed(): void;
  /** After a failed condition at these positions: whether a guard of ours was what failed (the reads were stale). */
  guessedWrong(failed: number[]): Promise<boolean>;
}

/** The writes with their count: reads the keys whose effect depends on what is there (few, and remembered). */
export async function countedWrite(items: TxItem[]): Promise<CountedWrite> {
  const effects: Effect[] = items.map(effectOf);
  const unknown = effects.flatMap((e) => (e.kind === 'ask' && !(e.creates && present.has(keyId(e.key))) ? [e.key] : []));
  const found = unknown.length ? await read(unknown) : new Map<string, string>();
  const deltas = new Map<string, number>();
  const logDays = new Map<string, number>();
  const guards = new Map<number, boolean>(); // position → whether the guard says "there"
  const created: [Key, string][] = [];
  const deleted: Key[] = [];
  let first: Key | undefined;
  const move = (entity: string, delta: number, key: Key) => {
    deltas.set(entity, (deltas.get(entity) ?? 0) + delta);
    first ??= key;
  };
  const ops = items.map((item, i): Op => {
    const e = effects[i]!;
    if (e.kind === 'none') return item.op;
    if (e.kind === 'sure') {
      move(e.entity, e.delta, e.key);
      const day = logDayOf(item, e);
      if (day) logDays.set(day, (logDays.get(day) ?? 0) + 1);
      if (e.delta > 0) created.push([e.key, e.entity]);
      else deleted.push(e.key);
      return item.op;
    }
    const id = keyId(e.key);
    const there = found.get(id) ?? present.get(id);
    if (e.creates) {
      if (there === undefined) {
        move(e.entity!, 1, e.key);
        created.push([e.key, e.entity!]);
      }
    } else if (there !== undefined) {
      const entity = e.entity ?? there;
      if (isCounted(entity)) move(entity, -1, e.key);
      deleted.push(e.key);
    }
    if (!e.guard) return item.op;
    guards.set(i, there !== undefined);
    return withCondition(item.op, there !== undefined ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)');
  });
  const count = first ? countOp(shardOf(first), deltas, logDays) : undefined;
  return {
    ops: count ? [...ops, count] : ops,
    committed() {
      for (const [k, entity] of created) remember(k, entity);
      for (const k of deleted) present.delete(keyId(k));
    },
    async guessedWrong(failed) {
      const guarded = failed.filter((i) => guards.has(i));
      if (!guarded.length) return false;
      const keysOf = guarded.map((i) => (effects[i] as Extract<Effect, { kind: 'ask' }>).key);
      const now = await read(keysOf);
      return guarded.some((i, n) => now.has(keyId(keysOf[n]!)) !== guards.get(i));
    },
  };
}

/** The log lines of a Vietnamese day as kept: what the shards moved, and the base a backfill wrote for a day begun before counting (if any). */
export interface LogDayCount {
  moved: number;
  base?: number;
}

/** A day's kept log count: ONE BatchGet of the shards and the base, only that day's attribute read — O(shards), whatever the day's activity. */
export async function logDayCount(day: string): Promise<LogDayCount> {
  const table = env.tableName();
  const attribute = logDayAttribute(day);
  let moved = 0;
  let base: number | undefined;
  let request: Key[] | undefined = countItemKeys;
  for (let attempt = 0; request?.length; attempt++) {
    const r = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [table]: { Keys: request, ConsistentRead: true, ProjectionExpression: '#k, #d', ExpressionAttributeNames: { '#k': 'PK', '#d': attribute } },
        },
      }),
    );
    for (const i of r?.Responses?.[table] ?? []) {
      if (i[attribute] === undefined) continue;
      if (i.PK === keys.entityCountBase.PK) base = Number(i[attribute]);
      else moved += Number(i[attribute]);
    }
    request = r?.UnprocessedKeys?.[table]?.Keys as Key[] | undefined;
    if (request?.length) await new Promise((res) => setTimeout(res, 20 * 2 ** Math.min(attempt, 5)));
  }
  return { moved, ...(base !== undefined ? { base } : {}) };
}

/** The log lines written on a Vietnamese day (the dashboard's "Tổng thao tác hôm nay"): counted, never a capped list. */
export const logLinesOfDay = async (day: string): Promise<number> => {
  const { moved, base } = await logDayCount(day);
  return moved + (base ?? 0);
};

/**
 * The backfill's base of a day begun before log lines were counted per day: what a recount of that
 * day's lines found less what the shards had moved when it was taken (jobs/entity-counts.ts), so
 * base + shards = the day's lines from then on. Written once: a day that has a base keeps it.
 */
export async function writeLogDayBase(day: string, base: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.entityCountBase,
        UpdateExpression: 'SET #entity = :entity, #d = :n',
        ConditionExpression: 'attribute_not_exists(#d)',
        ExpressionAttributeNames: { '#entity': 'entity', '#d': logDayAttribute(day) },
        ExpressionAttributeValues: { ':entity': 'entity_count', ':n': base },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
