import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { getItem } from '../db/items';
import { keys } from '../db/keys';
import { createItem, transact, type TxItem } from '../db/transact';
import { contributing } from '../db/tx-contributors';
import { TABLE } from '../db/table';
import { Conflict } from '../errors';
import { Reply } from './reply';

/**
 * `Idempotency-Key` on a write: the first answer is stored and a retry with the same key and body
 * gets it back instead of writing twice. The key is scoped to route and caller, so two staff or two
 * routes never share one.
 *
 * The answer is stored IN THE SAME TRANSACTION as the write it answers (`answerItems`, which `withScope`
 * contributes to the kernel's `commit`/`postVoucher` through platform/db/tx-contributors.ts), so a Lambda that dies between committing and replying leaves a complete
 * record behind: the retry replays the answer instead of meeting its own effect as a business 409.
 * There is no "in progress" state: two copies of one request race, one transaction wins (its record's
 * conditional create), and the loser replays the winner's answer.
 */
const TTL_SECONDS = 24 * 3600;

export interface StoredAnswer {
  status: number;
  body: unknown;
  cookies?: string[];
}

interface Scope {
  key: { PK: string; SK: string };
  hash: string;
  /** Success status of the route, for answers that do not name their own. */
  status: number;
  /** Set once the record went into a committed transaction. */
  stored: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

export const bodyHash = (body: unknown) => sha(JSON.stringify(body ?? null));

/** What a caller sends to make a retry replay: the route, who they are, their key. */
export const idempotencyKeyOf = (routeKey: string, caller: string, key: string) => keys.idempotency(sha(`${routeKey}|${caller}|${key}`));

/** The stored answer of an earlier call with this key, if any (and not expired), or a 409 if it was another body. */
export async function storedAnswer(key: { PK: string; SK: string }, hash: string): Promise<StoredAnswer | undefined> {
  const item = await getItem(key);
  if (!item || Number(item[TABLE.ttlAttribute] ?? 0) * 1000 < Date.now()) return undefined;
  if (item.hash !== hash) throw new Conflict('Idempotency-Key này đã được dùng cho một yêu cầu khác', undefined, 'idempotency_mismatch');
  return { status: Number(item.status), body: JSON.parse(String(item.answer)) as unknown, ...(item.cookies ? { cookies: item.cookies as string[] } : {}) };
}

const DUPLICATE = 'Yêu cầu này đã được xử lý';

function recordItem(scope: Scope, answer: StoredAnswer): TxItem {
  const item = createItem(
    {
      ...scope.key,
      entity: 'idempotency',
      hash: scope.hash,
      status: answer.status,
      // Stored as text: the answer is replayed byte for byte, whatever shapes it holds.
      answer: JSON.stringify(answer.body ?? null),
      ...(answer.cookies?.length ? { cookies: answer.cookies } : {}),
      [TABLE.ttlAttribute]: Math.floor(Date.now() / 1000) + TTL_SECONDS,
    },
    DUPLICATE,
  );
  return { ...item, code: 'duplicate' };
}

/** An operation's answer as it is stored: a Reply names its own status and cookies. */
const asAnswer = (answer: unknown) =>
  answer instanceof Reply ? { body: answer.body as unknown, status: answer.options.status, cookies: answer.options.cookies } : { body: answer };

/**
 * Runs one request with its idempotency scope: the first transaction a write commits in it (the
 * kernel's `commit`) carries the answer's record, as this scope's transaction contributor.
 */
export const withScope = <T>(scope: Omit<Scope, 'stored'>, run: () => Promise<T>) =>
  scopes.run({ ...scope, stored: false }, () => contributing({ items: (answer) => answerItems(asAnswer(answer)), committed: markStored }, run));

/** The record of this request's answer, for the transaction that commits its effect; none outside an idempotent request. */
export function answerItems(answer: { body: unknown; status?: number; cookies?: string[] }): TxItem[] {
  const scope = scopes.getStore();
  if (!scope || scope.stored) return [];
  return [recordItem(scope, { status: answer.status ?? scope.status, body: answer.body, cookies: answer.cookies })];
}

/** Called once the transaction that carried `answerItems` committed. */
export const markStored = () => {
  const scope = scopes.getStore();
  if (scope) scope.stored = true;
};

/** For writes that are not one transaction (an identity-provider call): the record afterwards, best effort. */
export async function storeAfter(answer: StoredAnswer): Promise<void> {
  const scope = scopes.getStore();
  if (!scope || scope.stored) return;
  await transact([recordItem(scope, answer)]).catch((e: unknown) => {
    if (!(e instanceof Conflict)) throw e;
  });
  scope.stored = true;
}
