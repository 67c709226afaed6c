import { ENTITIES } from './entities';
import type { TxItem } from './transact';

/**
 * What one write of a transaction does to the kept count of its record type (entity-counts.ts), read
 * from the write itself, pure. Only the types the admin lists (ENTITIES) are counted: an item of
 * another type (meta, idempotency, the counts themselves) or without `entity` moves nothing.
 *
 * - sure: the write creates (+1) or deletes (−1) an item of that type whenever it commits;
 * - ask: it may or may not, depending on whether the item is there (an upsert such as a rollup's ADD,
 *   a put without condition, a delete whose condition would also pass on a missing item): the
 *   transaction first reads the key, and pins what it read with a guard in the same transaction;
 * - none: it never changes how many items of a counted type exist.
 */
export type Key = Record<string, unknown>;
export type Effect =
  | { kind: 'none' }
  | { kind: 'sure'; entity: string; delta: 1 | -1; key: Key }
  /** `entity` unknown only for a delete (read with the key); `guard`: the answer must be pinned in the transaction. */
  | { kind: 'ask'; key: Key; entity?: string; creates: boolean; guard: boolean };

type Op = TxItem['op'];
const NONE: Effect = { kind: 'none' };
export const isCounted = (entity: unknown): entity is string => typeof entity === 'string' && Object.hasOwn(ENTITIES, entity);

/** The top-level conjuncts of a condition, or undefined when an OR at the top makes it no conjunction. */
function conjuncts(expression: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c!)) {
      const joint = /^\s+(AND|OR)\s+/i.exec(expression.slice(i));
      if (!joint) continue;
      if (joint[1]!.toUpperCase() === 'OR') return undefined;
      parts.push(expression.slice(start, i).trim());
      i += joint[0].length - 1;
      start = i + 1;
    }
  }
  parts.push(expression.slice(start).trim());
  return parts;
}

/** `a = :v`, `#m <= :m`…: false on an item that is not there (a missing attribute compares false; `<>` left out). */
const COMPARISON = /^[#\w.[\]]+\s*(=|<=|>=|<|>)\s*[:#\w.[\]]+$/;
const EXISTS = /^attribute_exists\s*\(/i;

/** Whether a condition can only hold on an item that exists (one of its conjuncts needs an attribute of it). */
export function needsItem(condition: string | undefined): boolean {
  if (!condition) return false;
  return conjuncts(condition)?.some((p) => EXISTS.test(p) || COMPARISON.test(p)) ?? false;
}

/** `attribute_not_exists(PK)`, however the key's name is written: the put creates or fails. */
function onlyIfAbsent(condition: string | undefined, names: Record<string, string> | undefined): boolean {
  const m = /^\s*attribute_not_exists\s*\(\s*([#\w]+)\s*\)\s*$/i.exec(condition ?? '');
  return !!m && (m[1]!.startsWith('#') ? names?.[m[1]!] : m[1]) === 'PK';
}

/** The record type an update writes into `entity` (`SET entity = :e`, or through a name): only a create needs to. */
function entitySetBy(u: NonNullable<Op['Update']>): unknown {
  for (const m of (u.UpdateExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const name = m[1]!.startsWith('#') ? u.ExpressionAttributeNames?.[m[1]!] : m[1];
    if (name === 'entity') return u.ExpressionAttributeValues?.[m[2]!];
  }
  return undefined;
}

export function effectOf(item: TxItem): Effect {
  const { op } = item;
  if (op.Put) {
    const { Item: it = {}, ConditionExpression: condition, ExpressionAttributeNames: names } = op.Put;
    if (!isCounted(it.entity)) return NONE;
    const key = { PK: it.PK, SK: it.SK };
    // A conditional create, or a create whose key was made for it (a ULID): +1 whenever it commits.
    if (item.fresh || onlyIfAbsent(condition, names)) return { kind: 'sure', entity: it.entity, delta: 1, key };
    if (needsItem(condition)) return NONE; // replaces the item it was read from
    return { kind: 'ask', key, entity: it.entity, creates: true, guard: true };
  }
  if (op.Update) {
    // An update that does not write `entity` makes no item of a counted type: an existing one keeps its
    // type, and one it would create has none (so no index or recount sees it either).
    const entity = entitySetBy(op.Update);
    if (!isCounted(entity) || needsItem(op.Update.ConditionExpression)) return NONE;
    return { kind: 'ask', key: op.Update.Key!, entity, creates: true, guard: true };
  }
  if (op.Delete) {
    const key = op.Delete.Key!;
    const needs = needsItem(op.Delete.ConditionExpression);
    if (item.entity !== undefined && !isCounted(item.entity)) return NONE;
    if (item.entity !== undefined && needs) return { kind: 'sure', entity: item.entity, delta: -1, key };
    return { kind: 'ask', key, ...(item.entity !== undefined ? { entity: item.entity } : {}), creates: false, guard: !needs };
  }
  return NONE;
}
