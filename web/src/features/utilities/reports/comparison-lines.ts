import type { z } from 'zod';
import type { comparisonRow } from '../../../../../shared/api/utilities';
import { formatCount, formatNumber, NO_DATA } from '../../../lib/format';
import type { ChartSpec } from './chart-spec';
import { monthText } from '../../../../../shared/dates';

export type ComparisonRow = z.infer<typeof comparisonRow>;
export type BuildingTotal = Omit<ComparisonRow, 'room_id'>;

const FIELDS = {
  E: { a: 'electricity_a', b: 'electricity_b', d: 'electricity_difference', noun: 'Điện', unit: 'kWh' },
  W: { a: 'water_a', b: 'water_b', d: 'water_difference', noun: 'Nước', unit: 'm³' },
} as const;

/** Each building's use in month A beside month B, for one type (like for like: the rooms read in both). */
export function totalsChart(buildings: readonly BuildingTotal[], type: 'E' | 'W', a: string, b: string): ChartSpec {
  const k = FIELDS[type];
  return {
    x: 'building',
    axes: [{ id: 'units', unit: k.unit }],
    data: buildings.map((t) => ({ building: t.building, a: t[k.a], b: t[k.b] })),
    bars: [
      { key: 'a', name: `Tháng ${monthText(a)}` },
      { key: 'b', name: `Tháng ${monthText(b)}` },
    ],
    height: 260,
  };
}

/** Whether month `side` has no figure of either type in any room (a month not read yet). */
export const unreadMonth = (rows: readonly BuildingTotal[], side: 'a' | 'b'): boolean =>
  rows.length > 0 && rows.every((r) => r[FIELDS.E[side]] === null && r[FIELDS.W[side]] === null);

/**
 * The buildings' change for one type in a sentence: the totals, the largest rise and the largest drop.
 * Only what can be compared counts (issue 23 §4): a building's total is of its rooms read in both months,
 * a room without data is left out and counted, and when nothing can be compared the sentence says so
 * rather than showing a −100 % drop.
 */
export function totalsSummary(buildings: readonly BuildingTotal[], rooms: readonly ComparisonRow[], type: 'E' | 'W', a: string, b: string): string {
  if (!buildings.length) return 'Không có số liệu của hai tháng này';
  const k = FIELDS[type];
  const compared = buildings.filter((t): t is BuildingTotal & Record<typeof k.d, number> => t[k.d] !== null);
  const left = rooms.filter((r) => r[k.d] === null).length;
  const leftOut = left ? `; không tính ${formatCount(left)} phòng ${NO_DATA}` : '';
  if (!compared.length) return `${k.noun}: ${NO_DATA} để so sánh, chưa phòng nào có chỉ số cả tháng ${monthText(a)} và tháng ${monthText(b)}`;
  const sum = (f: typeof k.a | typeof k.b) => compared.reduce((s, t) => s + (t[f] ?? 0), 0);
  const [sumA, sumB] = [sum(k.a), sum(k.b)];
  const top = compared.reduce((p, q) => (q[k.d] > p[k.d] ? q : p));
  const low = compared.reduce((p, q) => (q[k.d] < p[k.d] ? q : p));
  const moves = [
    ...(top[k.d] > 0 ? [`tăng nhiều nhất toà ${top.building} (${formatNumber(top[k.d])} ${k.unit})`] : []),
    ...(low[k.d] < 0 ? [`giảm nhiều nhất toà ${low.building} (${formatNumber(low[k.d])} ${k.unit})`] : []),
  ];
  return `${k.noun}: ${formatNumber(sumA)} ${k.unit} tháng ${monthText(a)}, ${formatNumber(sumB)} ${k.unit} tháng ${monthText(b)} (chênh lệch ${formatNumber(sumB - sumA)} ${k.unit}); ${moves.length ? moves.join(', ') : 'không toà nào thay đổi'}${leftOut}`;
}
