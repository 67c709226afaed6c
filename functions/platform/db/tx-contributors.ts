import { AsyncLocalStorage } from 'node:async_hooks';
import type { TxItem } from './transact';

/**
 * Transaction contributors: what the code AROUND a write adds to the one transaction that commits it,
 * without the code that commits knowing who that is. The kernel's `commit` (functions/kernel/commit.ts,
 * under `postVoucher` too) asks `contributedItems(answer)` for items to add to its transaction and
 * calls `contributorsCommitted()` once that transaction committed; the HTTP layer is today's only
 * contributor (its idempotency record, functions/platform/http/idempotency.ts `withScope`), so the stored
 * answer commits with the write it answers while the kernel imports nothing of HTTP.
 *
 * One contributor per unit of work (`contributing(contributor, run)`; an inner one replaces the outer
 * one for its run); outside one there is nothing to add.
 */
export interface TxContributor {
  /** Items for the transaction that commits the write whose answer is `answer` (opaque here); [] for none. */
  items(answer: unknown): TxItem[];
  /** The transaction that carried `items` committed. */
  committed(): void;
}

const current = new AsyncLocalStorage<TxContributor>();

/** Runs `run` with `contributor` adding to the transactions its writes commit. */
export const contributing = <T>(contributor: TxContributor, run: () => Promise<T>): Promise<T> => current.run(contributor, run);

/** What the surrounding unit of work adds to the transaction committing the write answered by `answer`. */
export const contributedItems = (answer: unknown): TxItem[] => current.getStore()?.items(answer) ?? [];

/** Tells the surrounding unit of work that the transaction carrying its items committed. */
export const contributorsCommitted = (): void => current.getStore()?.committed();
