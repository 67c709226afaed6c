import * as api from '../../shared/api/customers';
import { operation } from '../platform/http/handler';
import { customersPage } from './model/customer';
import { contractsPage } from './model/contract-pages';
import { searchCustomerRecords } from './model/customer-search';

/**
 * A page of customers, in key order (issue 23 §13: a read costs the same whatever the building's size;
 * the screen reads the pages one after the other and sorts the whole list by room and name):
 * - staying now: the building's sparse "staying" index (only current customers carry it, `<room>#<id>`),
 *   narrowed to one room by its sort-key prefix;
 * - a room's whole history (`status=all`): its byRoom partition's customers.
 * A cursor must lie inside the part this request reads (another building's, room's or a made-up key is a 400).
 */
export const listCustomers = operation(api.listCustomers, async ({ query }) => customersPage(query));

/** Search by name, phone or ID number, without diacritics, from the search index (model/customer-search.ts). */
export const searchCustomers = operation(api.searchCustomers, async ({ query }) =>
  searchCustomerRecords(query.q, { limit: query.limit, ...(query.building ? { building: query.building } : {}) }),
);

/**
 * A page of rental contracts (issue 23 §13): the ones in force from the "staying now" index, never the
 * building's history; by start date, the range's months in order (model/contract-pages.ts). The page is
 * in key order; the screen reads every page and sorts the whole list.
 */
export const searchContracts = operation(api.searchContracts, async ({ query }) => contractsPage(query));
