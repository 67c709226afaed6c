import * as api from '../../shared/api/ledger';
import { operation } from '../lib/http/handler';
import { linesBetween } from '../core/ledger/journal';

export const listJournal = operation(api.listJournal, async ({ query }) =>
  linesBetween(query.from, query.to, { building: query.building, account: query.account, object: query.object }),
);
