import type { Caller } from '../lib/claims';
import { auditItem } from '../lib/audit';
import type { TxItem } from '../lib/db/transact';
import { commit } from '../core/commit';

/** A settings save moves no money: the versioned Put and its log line in one transaction (`commit`), then the answer. */
export function saveSetting<A>(caller: Pick<Caller, 'sub' | 'username'>, at: string, item: TxItem, log: { entity: string; summary: string; before: unknown; after: unknown }, answer: A) {
  return commit([item, auditItem(caller, { action: 'update', entityId: log.entity, ...log }, at)], answer);
}
