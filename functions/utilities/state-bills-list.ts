import * as api from '../../shared/api/utilities';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { monthsSpanned } from '../../shared/dates';
import { METER_TYPES } from '../../shared/readings/usage';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { stateBillsBetween } from './model/state-bill';

/**
 * The state bills of a building (or every building) and type (or both) over at most 24 months: one
 * Query per building and type, oldest month first, then by building.
 */
export const listStateBills = operation(api.listStateBills, async ({ query }) => {
  if (monthsSpanned(query.from, query.to) > api.MAX_REPORT_MONTHS)
    throw new BadRequest(`Khoảng thời gian tối đa ${api.MAX_REPORT_MONTHS} tháng`, [
      { path: 'to', message: `Khoảng thời gian tối đa ${api.MAX_REPORT_MONTHS} tháng` },
    ]);
  const buildings = query.building ? [query.building] : [...BUILDING_CODES];
  const types = query.type ? [query.type] : [...METER_TYPES];
  const lists = await Promise.all(buildings.flatMap((b) => types.map((t) => stateBillsBetween(b, t, query.from, query.to))));
  const order = (b: string) => BUILDING_CODES.indexOf(b as (typeof BUILDING_CODES)[number]);
  const items = lists.flat().sort((a, b) => a.month.localeCompare(b.month) || order(a.building) - order(b.building) || a.type.localeCompare(b.type));
  return { items };
});
