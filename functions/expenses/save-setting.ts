import type { Caller } from '../platform/claims';
import { auditItem } from '../platform/audit';
import type { TxItem } from '../platform/db/transact';
import { commit } from '../kernel/commit';

/** A settings save moves no money: the versioned Put and its log line in one transaction (`commit`), then the answer. */
export function saveSetting<A>(
  caller: Pick<Caller, 'sub' | 'username'>,
  at: string,
  item: TxItem,
  log: { entity: string; summary: string; before: unknown; after: unknown },
  answer: A,
) {
  return commit([item, auditItem(caller, { action: 'update', entityId: log.entity, ...log }, at)], answer);
}
