import * as api from '../../shared/api/utilities';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { addMonths, monthsBetween } from '../../shared/dates';
import { monthlyReportRows } from './model/utility-balance';
import { NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { usageInMonths } from './usage-months';

/** The series' length: the detailed analysis charts a year. */
const SERIES_MONTHS = 12;

/** A room's 12 months from the reading tables' numbers (roomUsageByMonth: one read of the sheets per type). */
async function roomSeries(building: BuildingCode, room: string, from: string, to: string) {
  const [electricity, water] = await Promise.all([usageInMonths(building, 'E', [from, to]), usageInMonths(building, 'W', [from, to])]);
  if (!electricity.get(to)?.has(room) && !water.get(to)?.has(room)) throw new NotFound(`Không tìm thấy phòng ${room} ở toà ${building}`, 'room_id');
  return monthsBetween(from, to).map((month) => {
    const e = electricity.get(month)?.get(room);
    const w = water.get(month)?.get(room);
    return {
      month,
      electricity_units: e?.usage ?? null,
      electricity_amount: e?.amount ?? null,
      water_units: w?.usage ?? null,
      water_amount: w?.amount ?? null,
      electricity_internal: null,
      electricity_state: null,
      water_internal: null,
      water_state: null,
    };
  });
}

/**
 * A building's 12 months as the monthly report has them (frozen copies where saved, else the figures
 * now: rooms from roomUsageByMonth, internal use, the state bill), so each month's rooms, internal and
 * state stack up as the report and its loss say.
 */
async function buildingSeries(building: BuildingCode, from: string, to: string) {
  const rows = await monthlyReportRows(building, from, to);
  return rows.map((r) => ({
    month: r.month,
    electricity_units: r.electricity.rooms_units,
    electricity_amount: r.electricity.rooms_amount,
    water_units: r.water.rooms_units,
    water_amount: r.water.rooms_amount,
    electricity_internal: r.electricity.internal_units,
    electricity_state: r.electricity.state_units,
    water_internal: r.water.internal_units,
    water_state: r.water.state_units,
  }));
}

/** Phân tích chi tiết: a room's (or the whole building's) electricity and water in the 12 months to `to`. */
export const getUtilitySeries = operation(api.getUtilitySeries, async ({ query }) => {
  const from = addMonths(query.to, -(SERIES_MONTHS - 1));
  const room = query.room_id ?? null;
  const months = room ? await roomSeries(query.building, room, from, query.to) : await buildingSeries(query.building, from, query.to);
  return { building: query.building, room_id: room, months };
});
