import { TABLE } from '../db/table';
import { createItem, transact, type TxItem } from '../db/transact';
import { Conflict } from '../errors';
import type { OperationContext } from './handler';
import { bodyHash, idempotencyKeyOf, markStored, storedAnswer } from './idempotency';

const TTL_SECONDS = 24 * 3600;

/**
 * Idempotency of a request made of several vouchers (each its own transaction), the way the billing
 * run is idempotent by its own records rather than one stored answer: every voucher carries, in its
 * own transaction, the answer of its row under a key derived from the request's Idempotency-Key
 * (route#row<i>, caller, key; same body hash, same 24 h expiry as the request's own record). A retry
 * — after a crash half-way, or a copy racing the first — finds the rows already done and answers
 * them as they were, writes only the rest, and ends with the whole answer stored under the request's
 * own key, so later retries are replayed by the HTTP layer without reading any row. Without the
 * header, the rows are simply written.
 */
export function rowAnswers(ctx: OperationContext, body: unknown) {
  const header = ctx.event.headers?.['idempotency-key'];
  // The rows' transactions must not store one row's answer as the request's: the request's answer is
  // written once, whole, at the end (`finish`).
  markStored();
  if (!header) return undefined;
  const hash = bodyHash(body);
  const keyOf = (suffix: string) => idempotencyKeyOf(`${ctx.event.routeKey}${suffix}`, ctx.caller.sub, header);
  const record = (key: { PK: string; SK: string }, answer: unknown): TxItem => ({
    ...createItem(
      { ...key, entity: 'idempotency', hash, status: 200, answer: JSON.stringify(answer), [TABLE.ttlAttribute]: Math.floor(Date.now() / 1000) + TTL_SECONDS },
      'Yêu cầu này đã được xử lý',
    ),
    code: 'duplicate',
  });
  return {
    /** The answer of row `i` if an earlier copy of this request wrote it (409 if that was another body). */
    async done<A>(i: number): Promise<A | undefined> {
      return (await storedAnswer(keyOf(`#row${i}`), hash))?.body as A | undefined;
    },
    /** The record of row `i`'s answer, for the row's own transaction. */
    row: (i: number, answer: unknown) => record(keyOf(`#row${i}`), answer),
    /** The whole answer under the request's own key (a copy that finished first already wrote the same). */
    async finish(answer: unknown): Promise<void> {
      await transact([record(keyOf(''), answer)]).catch((e: unknown) => {
        if (!(e instanceof Conflict)) throw e;
      });
    },
  };
}
