import * as api from '../../shared/api/deposits';
import { lastDayOf } from '../../shared/dates';
import type { ResponseOf } from '../../shared/api/endpoint';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { parseSlipNo } from '../../shared/catalog/deposits';
import { operation } from '../platform/http/handler';
import { monthsBetween } from '../platform/time';
import { depositsBetween } from './model/deposit';
import { issuedNumbers } from './model/slip-number';

/**
 * The numbering of each building and month in order. Gaps are the numbers from 1 to the counter's
 * last (or the highest slip, if more) that no slip of that month carries: a refused or failed write
 * after its number was taken, or a deleted record. Malformed numbers are the wrong-format report's.
 */
export const receiptContinuous = operation(api.receiptContinuous, async ({ query }) => {
  const buildings = query.building ? [query.building] : [...BUILDING_CODES];
  const [deposits, counters] = await Promise.all([
    depositsBetween(`${query.from}-01`, lastDayOf(query.to), { building: query.building }),
    Promise.all(buildings.map(async (b) => [b, await issuedNumbers(b, query.from, query.to)] as const)),
  ]);
  const issued = new Map(counters);
  const out: ResponseOf<typeof api.receiptContinuous> = [];
  for (const building of buildings)
    for (const month of monthsBetween(query.from, query.to)) {
      const slips = deposits
        .map((d) => ({ d, parsed: parseSlipNo(d.slip_no ?? '') }))
        .filter(({ d, parsed }) => d.building === building && parsed?.building === building && parsed.month === month && d.date.slice(0, 7) === month)
        .map(({ d, parsed }) => ({
          seq: parsed!.seq,
          slip_no: d.slip_no,
          deposit_id: d.id,
          date: d.date,
          room_id: d.room_id,
          customer_name: d.customer_name,
          status: d.status,
        }))
        .sort((a, b) => a.seq - b.seq || a.date.localeCompare(b.date));
      const last = Math.max(issued.get(building)?.get(month) ?? 0, ...slips.map((s) => s.seq));
      if (last === 0) continue;
      const used = new Set(slips.map((s) => s.seq));
      const gaps: number[] = [];
      for (let n = 1; n <= last; n++) if (!used.has(n)) gaps.push(n);
      out.push({ building, month, issued: last, slips, gaps });
    }
  return out;
});
