import type { z } from 'zod';
import type { comparisonRow } from '../../../../../shared/api/utilities';
import { formatNumber } from '../../../lib/format';
import type { ChartSpec } from './chart-spec';
import { monthText } from '../../../../../shared/dates';

export type ComparisonRow = z.infer<typeof comparisonRow>;
export type BuildingTotal = Omit<ComparisonRow, 'room_id'>;

/** Each building's use in month A beside month B, for one type. */
export function totalsChart(buildings: readonly BuildingTotal[], type: 'E' | 'W', a: string, b: string): ChartSpec {
  const [x, y] = type === 'E' ? (['electricity_a', 'electricity_b'] as const) : (['water_a', 'water_b'] as const);
  return {
    x: 'building',
    axes: [{ id: 'units', unit: type === 'E' ? 'kWh' : 'm³' }],
    data: buildings.map((t) => ({ building: t.building, a: t[x], b: t[y] })),
    bars: [
      { key: 'a', name: `Tháng ${monthText(a)}` },
      { key: 'b', name: `Tháng ${monthText(b)}` },
    ],
    height: 260,
  };
}

/** The buildings' change for one type in a sentence, the largest rise named. */
export function totalsSummary(buildings: readonly BuildingTotal[], type: 'E' | 'W', a: string, b: string): string {
  if (!buildings.length) return 'Không có số liệu của hai tháng này';
  const unit = type === 'E' ? 'kWh' : 'm³';
  const [x, y, d] =
    type === 'E' ? (['electricity_a', 'electricity_b', 'electricity_difference'] as const) : (['water_a', 'water_b', 'water_difference'] as const);
  const sumA = buildings.reduce((s, t) => s + (t[x] ?? 0), 0);
  const sumB = buildings.reduce((s, t) => s + (t[y] ?? 0), 0);
  const top = buildings.reduce((p, q) => (q[d] > p[d] ? q : p));
  return `${type === 'E' ? 'Điện' : 'Nước'}: ${formatNumber(sumA)} ${unit} tháng ${monthText(a)}, ${formatNumber(sumB)} ${unit} tháng ${monthText(b)} (chênh lệch ${formatNumber(sumB - sumA)} ${unit}); tăng nhiều nhất toà ${top.building} (${formatNumber(top[d])} ${unit})`;
}
