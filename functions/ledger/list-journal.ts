import * as api from '../../shared/api/ledger';
import { operation } from '../platform/http/handler';
import { linesPage } from '../kernel/ledger/journal';

/** The general journal, page by page (a busy month is thousands of lines). */
export const listJournal = operation(api.listJournal, async ({ query }) =>
  linesPage(query.from, query.to, { building: query.building, account: query.account, object: query.object }, { limit: query.limit, cursor: query.cursor }),
);
