import * as api from '../../shared/api/debts';
import type { DebtSummaryRow } from '../../shared/api/debts';
import { compareIso, compareNumbered } from '../../shared/text/collate';
import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/records';
import { operation } from '../lib/http/handler';
import { sumBefore } from '../core/ledger/rollup-fields';

/** Who stays in each room of the building now: the customers' sparse "staying" index, one Query. */
async function tenantsNow(building: string): Promise<Map<string, string>> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.customersStaying(building) },
    ProjectionExpression: 'room_id, #n, check_in_date',
    ExpressionAttributeNames: { '#n': 'name' },
  });
  items.sort((a, b) => compareIso(String(a.check_in_date ?? ''), String(b.check_in_date ?? '')));
  const out = new Map<string, string[]>();
  for (const i of items) out.set(String(i.room_id), [...(out.get(String(i.room_id)) ?? []), String(i.name)]);
  return new Map([...out].map(([room, names]) => [room, names.join(', ')]));
}

/**
 * The debt summary (/bang-tong-hop-cong-no): 1311 of each room of a building for one month — opening at
 * the start of the month, the month's debits (increase) and credits (decrease), closing — from the
 * rooms' object rollups (one Query, O(rooms) items whatever the history), with who stays there now
 * (one Query). Rooms that neither owe nor moved are left out; the totals are the rows' sums.
 */
export const debtSummary = operation(api.debtSummary, async ({ query }) => {
  const prefix = `room:${query.building}-`;
  const [items, tenants] = await Promise.all([
    queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)', ExpressionAttributeValues: { ':pk': keys.rollupObjects('1311'), ':room': prefix } }),
    tenantsNow(query.building),
  ]);
  const byRoom = new Map<string, DebtSummaryRow>();
  for (const i of items) {
    const object = String(i.object);
    const before = sumBefore(i, query.month);
    const upto = sumBefore(i, query.month, true);
    const room_id = object.slice(prefix.length);
    const r = byRoom.get(object) ?? { room_id, object, opening: 0, increase: 0, decrease: 0, closing: 0 };
    r.opening += before.debit - before.credit;
    r.increase += upto.debit - before.debit;
    r.decrease += upto.credit - before.credit;
    r.closing = r.opening + r.increase - r.decrease;
    byRoom.set(object, r);
  }
  const rows = [...byRoom.values()]
    .filter((r) => r.opening || r.increase || r.decrease)
    .map((r) => (tenants.get(r.room_id) ? { ...r, customer_name: tenants.get(r.room_id) } : r))
    .sort((a, b) => compareNumbered(a.room_id, b.room_id));
  const sum = (k: 'opening' | 'increase' | 'decrease' | 'closing') => rows.reduce((s, r) => s + r[k], 0);
  return { rows, totals: { opening: sum('opening'), increase: sum('increase'), decrease: sum('decrease'), closing: sum('closing') } };
});
