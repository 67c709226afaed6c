import type { Customer } from '../../../shared/api/customers';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { publicFields } from '../../platform/db/records';
import {
  candidatesByIdNumber,
  candidatesByName,
  candidatesByPhone,
  digitsOf,
  distinctHits,
  idNumberOf,
  idNumberQuery,
  LOOKUP_CAP,
  nameMatches,
  nameQuery,
  phoneQuery,
  stayingThenRecent,
  type Candidates,
} from '../../search';

/**
 * The customers' search by name, phone or ID number (issue 23 §13: a read costs the same whatever the
 * building's size or history): each reading the query allows is a lookup of the search index (a phone's
 * or an ID number's 4+ characters, a name's words: begins_with on small partitions, ≤ LOOKUP_CAP entries
 * each), never a filter over a building's customers. The candidates of the asked building (≤ LOOKUP_CAP)
 * are read by key, strongly consistent, and kept only if they match the query as they are now (an entry
 * may be stale: search-entry.ts). `truncated` says more match than the answer holds: the limit was
 * reached, or a lookup was cut at its cap (a common word: the query should say more).
 */
export async function searchCustomerRecords(q: string, o: { building?: BuildingCode; limit: number }): Promise<{ items: Customer[]; truncated: boolean }> {
  const phone = phoneQuery(q);
  const idPart = idNumberQuery(q);
  const name = nameQuery(q);
  const none: Candidates = { hits: [], complete: true };
  const answers = await Promise.all([
    phone ? candidatesByPhone(phone) : none,
    idPart ? candidatesByIdNumber(idPart) : none,
    name ? candidatesByName(name.words) : none,
  ]);
  const hits = distinctHits(answers.flatMap((a) => a.hits)).filter((h) => !o.building || h.building === o.building);
  const matches = (c: Customer) =>
    (!!phone && !!c.phone && digitsOf(c.phone).includes(phone)) ||
    (!!idPart && !!c.id_number && idNumberOf(c.id_number).includes(idPart)) ||
    (!!name && nameMatches(c.name, name.words));
  const items = await getMany(
    hits.slice(0, LOOKUP_CAP).map((h) => keys.customer(h.building, h.customer_id)),
    { consistent: true },
  );
  const found = items
    .filter((i) => i.entity === 'customer')
    .map((i) => publicFields<Customer>(i))
    .filter(matches);
  found.sort(stayingThenRecent);
  const cut = hits.length > LOOKUP_CAP || answers.some((a) => !a.complete);
  return { items: found.slice(0, o.limit), truncated: cut || found.length > o.limit };
}
