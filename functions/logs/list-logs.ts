import * as api from '../../shared/api/logs';
import type { LogEntry } from '../../shared/api/logs';
import { operation } from '../platform/http/handler';
import { userDirectory } from '../platform/identity/directory';
import { logPage } from './model/log-entry';

/** GET /api/logs: a page of log lines (model/log-entry.ts), each actor named from the user directory. */
export const listLogs = operation(api.listLogs, async ({ query }) => {
  const { rows, cursor } = await logPage(query);
  const names = await userDirectory();
  const items: LogEntry[] = rows.map((r) => ({ ...r, actor: { ...r.actor, name: names.get(r.actor.user_id)?.name || r.actor.username } }));
  return { items, ...(cursor ? { cursor } : {}) };
});
