import type { z } from 'zod';
import type { getUtilitySeries } from '../../../../../shared/api/utilities';
import { METER_UNITS } from '../../../../../shared/readings/usage';
import { formatDecimal, formatNumber, formatVnd, NO_DATA } from '../../../lib/format';
import type { ChartSpec } from './chart-spec';
import { TYPE_NAMES, type UtilityType } from './monthly-lines';
import { monthText } from '../../../../../shared/dates';

export type SeriesMonth = z.infer<(typeof getUtilitySeries)['response']>['months'][number];
type Figure = Exclude<keyof SeriesMonth, 'month'>;
const FIGURES: readonly Figure[] = [
  'electricity_units',
  'electricity_amount',
  'water_units',
  'water_amount',
  'electricity_internal',
  'electricity_state',
  'water_internal',
  'water_state',
];

/** A month with no figure at all (no reading, no bill; internal use 0 or none): one "chưa có số liệu" line (issue 23 §4). */
export const isEmptySeriesMonth = (m: SeriesMonth): boolean =>
  FIGURES.every((f) => m[f] === null || ((f === 'electricity_internal' || f === 'water_internal') && m[f] === 0));

/** Every building's months added up ("Tất cả toà nhà"), oldest first: a figure is null only when no building has it. */
export function seriesTotals(months: readonly SeriesMonth[]): SeriesMonth[] {
  const keys = [...new Set(months.map((m) => m.month))].sort();
  return keys.map((month) => {
    const of = months.filter((m) => m.month === month);
    const total = { month } as SeriesMonth;
    for (const f of FIGURES) total[f] = of.some((m) => m[f] !== null) ? of.reduce((s, m) => s + (m[f] ?? 0), 0) : null;
    return total;
  });
}

const fields = (type: UtilityType) =>
  type === 'E'
    ? ({ units: 'electricity_units', amount: 'electricity_amount', internal: 'electricity_internal', state: 'electricity_state' } as const)
    : ({ units: 'water_units', amount: 'water_amount', internal: 'water_internal', state: 'water_state' } as const);

/** One type over the months: the usage (and, for a whole building, internal use and the state bill) as bars, the amount as a line. */
export function seriesChart(months: readonly SeriesMonth[], type: UtilityType, wholeBuilding: boolean): ChartSpec {
  const k = fields(type);
  return {
    x: 'month',
    axes: [
      { id: 'units', unit: METER_UNITS[type] },
      { id: 'amount', unit: 'đ' },
    ],
    data: months.map((m) => ({ month: monthText(m.month), units: m[k.units], internal: m[k.internal], state: m[k.state], amount: m[k.amount] })),
    bars: [
      { key: 'units', name: wholeBuilding ? 'Phòng' : 'Số dùng' },
      ...(wholeBuilding
        ? [
            { key: 'internal', name: 'Nội bộ' },
            { key: 'state', name: 'Nhà nước' },
          ]
        : []),
    ],
    lines: [{ key: 'amount', name: wholeBuilding ? 'Tiền thu phòng' : 'Tiền', axis: 'amount' }],
  };
}

/** The 12 months of one type in a sentence: total, monthly average over the months read, the highest month. */
export function seriesSummary(months: readonly SeriesMonth[], type: UtilityType): string {
  const k = fields(type);
  const read = months.filter((m) => m[k.units] !== null);
  if (!read.length) return `${TYPE_NAMES[type]}: ${NO_DATA} trong 12 tháng này`;
  const unit = METER_UNITS[type];
  const total = read.reduce((s, m) => s + (m[k.units] ?? 0), 0);
  const amount = read.reduce((s, m) => s + (m[k.amount] ?? 0), 0);
  const top = read.reduce((a, b) => ((b[k.units] ?? 0) > (a[k.units] ?? 0) ? b : a));
  return `${TYPE_NAMES[type]}: ${formatNumber(total)} ${unit} trong ${read.length} tháng có số (trung bình ${formatDecimal(total / read.length)} ${unit}/tháng), tiền ${formatVnd(amount)}; cao nhất ${monthText(top.month)} với ${formatNumber(top[k.units])} ${unit}`;
}
