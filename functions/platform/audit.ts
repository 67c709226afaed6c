import { ulid } from 'ulid';
import type { LogAction } from '../../shared/catalog/log-actions';
import type { Caller } from './claims';
import { keys } from './db/keys';
import { createFresh, type TxItem } from './db/transact';
import { nowIso } from './time';

export interface AuditEntry {
  action: LogAction;
  entity: string;
  entityId: string;
  /** The record's number and who or what it is about, as people know them (shown instead of ids). */
  entityNo?: string;
  entityName?: string;
  building?: string;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The activity-log item of a mutation. It goes into the SAME transaction as the change it records,
 * so a change without its log line (or a log line without its change) cannot exist. Append-only.
 */
export function auditItem(caller: Pick<Caller, 'sub' | 'username'>, entry: AuditEntry, at = nowIso()): TxItem {
  const id = ulid(); // its key's own: a log line is created, never overwritten
  return createFresh({
    ...keys.log(at, id),
    entity: 'log',
    id,
    at,
    action: entry.action,
    actor: { user_id: caller.sub, username: caller.username },
    log_entity: entry.entity,
    entity_id: entry.entityId,
    ...(entry.entityNo ? { entity_no: entry.entityNo } : {}),
    ...(entry.entityName ? { entity_name: entry.entityName } : {}),
    building: entry.building,
    summary: entry.summary,
    before: entry.before,
    after: entry.after,
  });
}
