import * as api from '../../shared/api/utilities';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { operation } from '../platform/http/handler';
import { stateBillsOfMonth } from './model/state-bill';

/** Every building's state electricity and water bills of one month side by side, with the totals. */
export const combinedByBuilding = operation(api.combinedByBuilding, async ({ query }) => {
  const bills = await stateBillsOfMonth(query.month);
  const rows = BUILDING_CODES.map((building) => ({
    building,
    electricity: bills.find((b) => b.building === building && b.type === 'E') ?? null,
    water: bills.find((b) => b.building === building && b.type === 'W') ?? null,
  }));
  const sum = (f: (r: (typeof rows)[number]) => number | undefined) => rows.reduce((s, r) => s + (f(r) ?? 0), 0);
  return {
    month: query.month,
    rows,
    totals: {
      electricity_units: sum((r) => r.electricity?.units),
      electricity_amount: sum((r) => r.electricity?.amount),
      water_units: sum((r) => r.water?.units),
      water_amount: sum((r) => r.water?.amount),
    },
  };
});
