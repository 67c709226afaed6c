import * as api from '../../shared/api/customers';
import type { Customer } from '../../shared/api/customers';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { keys } from '../platform/db/keys';
import { operation } from '../platform/http/handler';
import { publicFields, queryAll } from '../platform/db/records';
import { customersPage } from './model/customer';
import { contractsPage } from './model/contract-pages';
import { fold } from '../../shared/text/fold';
import { compareIso } from '../../shared/text/collate';

/**
 * A page of customers, in key order (issue 23 §13: a read costs the same whatever the building's size;
 * the screen reads the pages one after the other and sorts the whole list by room and name):
 * - staying now: the building's sparse "staying" index (only current customers carry it, `<room>#<id>`),
 *   narrowed to one room by its sort-key prefix;
 * - a room's whole history (`status=all`): its byRoom partition's customers.
 * A cursor must lie inside the part this request reads (another building's, room's or a made-up key is a 400).
 */
export const listCustomers = operation(api.listCustomers, async ({ query }) => customersPage(query));

/**
 * Search by name, phone or ID number, without diacritics. Each building's customers are one
 * partition, filtered in DynamoDB on the folded search text; reading stops once `limit` are found.
 */
export const searchCustomers = operation(api.searchCustomers, async ({ query }) => {
  const q = /^[\d .+-]+$/.test(query.q) ? query.q.replace(/\D/g, '') : fold(query.q);
  const buildings = query.building ? [query.building] : BUILDING_CODES;
  const found = await Promise.all(
    buildings.map((b) =>
      queryAll(
        {
          KeyConditionExpression: 'PK = :pk',
          FilterExpression: 'contains(#search, :q)',
          ExpressionAttributeNames: { '#search': 'search' },
          ExpressionAttributeValues: { ':pk': keys.customers(b), ':q': q },
        },
        query.limit + 1,
      ),
    ),
  );
  const all = found.flat().map((i) => publicFields<Customer>(i));
  // Staying customers first, then the most recent.
  all.sort((a, b) => (a.status === b.status ? compareIso(b.check_in_date, a.check_in_date) : a.status === 'staying' ? -1 : 1));
  return { items: all.slice(0, query.limit), truncated: all.length > query.limit };
});

/**
 * A page of rental contracts (issue 23 §13): the ones in force from the "staying now" index, never the
 * building's history; by start date, the range's months in order (model/contract-pages.ts). The page is
 * in key order; the screen reads every page and sorts the whole list.
 */
export const searchContracts = operation(api.searchContracts, async ({ query }) => contractsPage(query));
