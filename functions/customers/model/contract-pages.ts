import type { Contract } from '../../../shared/api/customers';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { monthsBetween } from '../../../shared/dates';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { indexKey, pageOfParts, type Page, type PagePart } from '../../platform/db/page';
import { stayingRoomsPage } from './staying-rooms-page';
import { publicFields, statusIs } from '../../platform/db/records';

/**
 * The rental contracts list (GET /api/contracts/search) a page at a time (issue 23 §13: a read costs
 * the same whatever the building's size and history). A contract is written by its stay's check-in,
 * turns `ended` in the check-out's transaction and `active` again in its cancel's, and is deleted with
 * an erroneous check-in; in each of those transactions the stay's customers leave, come back or go
 * with it (a change slip keeps at least one of them in). So the active contracts are exactly the
 * contracts of the stays whose customers are in the "staying now" index: read from there, never
 * from the building's history of contracts.
 */

interface PageQuery {
  limit: number;
  cursor?: string;
}

export interface ContractsQuery extends PageQuery {
  building: BuildingCode;
  from?: string;
  to?: string;
  status?: Contract['status'];
}

/** The cursor of a date range: a key of one of its months' contract partitions. */
const BY_MONTH = indexKey('GSI1PK', 'GSI1SK');

/**
 * How many contracts one filtered request of a date range examines at most (DynamoDB's Limit counts
 * items before the status filter): it costs the same however many of the other status it skips, and
 * hands the cursor on even when its page is short or empty (the reader reads on).
 */
const EXAMINE = 200;

export async function contractsPage(q: ContractsQuery): Promise<Page<Contract>> {
  const page = q.from && q.to ? await startedBetween(q.building, q.from, q.to, q.status, q) : await runningContracts(q.building, q);
  return { items: page.items.map((i) => publicFields<Contract>(i)), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/**
 * Contracts that started in `from`..`to`: the range's month partitions (`CONTRACT#<b>#<month>`, by start
 * date) in order from the cursor's, each Query bounded to the range's dates with the `Limit` the page
 * lacks, or, filtered on a status, at most `EXAMINE` items a request.
 */
function startedBetween(building: BuildingCode, from: string, to: string, status: Contract['status'] | undefined, page: PageQuery) {
  const [lo, hi] = [from, `${to}#\uffff`];
  const filter = statusIs(status);
  const parts: PagePart[] = monthsBetween(from, to).map((month) => {
    const pk = keys.contractBuildingMonth(building, month);
    return {
      pk,
      input: {
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': pk, ':lo': lo, ':hi': hi, ...filter?.values },
        ...(filter ? { ExpressionAttributeNames: filter.names, FilterExpression: filter.expression } : {}),
      },
      // A start key outside the range's dates would be DynamoDB's ValidationException: a 400 instead.
      within: (k) => k.GSI1SK! >= lo && k.GSI1SK! <= hi,
    };
  });
  return pageOfParts(parts, page, BY_MONTH, filter ? { examine: Math.max(EXAMINE, page.limit) } : {});
}

/**
 * A page of the contracts in force: the building's "staying now" index read from the cursor on, room
 * after room (`<room>#<customer>`), until `limit` rooms are in hand; a page ends with the last customer
 * of its last room (it stops on the first customer of the next one), so a stay's contract is never on
 * two pages. Then one BatchGet of the page's contracts by key (`CONTRACT#<b>` / the number each
 * customer carries), kept when active and still its stay's. O(limit), never the history.
 */
async function runningContracts(building: BuildingCode, page: PageQuery): Promise<Page<Record<string, unknown>>> {
  const { stays, cursor } = await stayingRoomsPage(building, page);
  const found = new Map((await getMany([...new Set(stays.values())].map((no) => keys.contract(building, no)))).map((c) => [String(c.stay_id), c] as const));
  const items = [...stays.keys()].flatMap((stay) => {
    const c = found.get(stay);
    return c && c.status === 'active' ? [c] : [];
  });
  return { items, ...(cursor ? { cursor } : {}) };
}
