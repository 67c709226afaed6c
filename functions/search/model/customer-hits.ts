import type { SearchCustomer } from '../../../shared/api/search';
import { SEARCH_GROUP_LIMIT } from '../../../shared/api/search';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { nameMatches } from '../rules/query-kinds';
import { digitsOf } from '../rules/tokens';
import { candidatesByName, candidatesByPhone, distinctHits, stayingThenRecent } from './customer-candidates';
import type { Hit } from './search-entry';

/**
 * Customers from the search index (customer-candidates.ts): a phone is one begins_with on its digits; a
 * name looks up each of its words and keeps the customers every complete answer holds. The index
 * only names candidates: each is read by key (≤ 30) and kept only if it exists and its phone or name,
 * as it is NOW, still matches the query — an entry left by a crash, a failed write or a change of phone
 * or name is never shown (search-entry.ts).
 */

/** Customers read to answer one group: the candidates that fail the check leave room for the next. */
const READ_CAP = SEARCH_GROUP_LIMIT * 3;

export async function customersByPhone(digits: string): Promise<SearchCustomer[]> {
  const { hits } = await candidatesByPhone(digits);
  return customersOf(distinctHits(hits), (c) => !!c.phone && digitsOf(c.phone).includes(digits));
}

export async function customersByName(words: string[]): Promise<SearchCustomer[]> {
  const { hits } = await candidatesByName(words);
  return customersOf(distinctHits(hits), (c) => nameMatches(c.name, words));
}

/** The candidates' customers as they are now (read by key, strongly consistent), those still matching. */
async function customersOf(hits: Hit[], matches: (c: SearchCustomer) => boolean): Promise<SearchCustomer[]> {
  const items = await getMany(
    hits.slice(0, READ_CAP).map((h) => keys.customer(h.building, h.customer_id)),
    { consistent: true },
  );
  const customers = items
    .filter((i) => i.entity === 'customer')
    .map((i): SearchCustomer => ({
      id: String(i.id),
      building: i.building as BuildingCode,
      room_id: String(i.room_id),
      stay_id: String(i.stay_id),
      contract_no: String(i.contract_no),
      name: String(i.name),
      ...(typeof i.phone === 'string' && i.phone ? { phone: i.phone } : {}),
      check_in_date: String(i.check_in_date),
      status: i.status === 'left' ? 'left' : 'staying',
    }))
    .filter(matches);
  customers.sort(stayingThenRecent);
  return customers.slice(0, SEARCH_GROUP_LIMIT);
}
