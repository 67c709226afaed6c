import type { MonthlyReportRow, UtilityBalance } from '../../../../../shared/api/utilities';
import { METER_UNITS } from '../../../../../shared/readings/usage';
import { formatCount, formatNumber, formatPercent, NO_DATA } from '../../../lib/format';
import type { ChartSpec } from './chart-spec';
import { monthText } from '../../../../../shared/dates';

export type UtilityType = 'E' | 'W';
export const TYPE_NAMES: Record<UtilityType, string> = { E: 'Điện', W: 'Nước' };

/** One building's month of one type, with whether the month's figures are a saved (frozen) copy. */
export interface MonthlyLine extends UtilityBalance {
  key: string;
  saved: boolean;
  saved_at: string | null;
  saved_by: string | null;
}

/** What the chart and its sentence read of a month: one building's, or every building's added up. */
export type MonthFigures = Pick<MonthlyLine, 'month' | 'state_units' | 'rooms_units' | 'internal_units' | 'loss_units' | 'loss_rate' | 'loss_flag'>;

export const monthlyLines = (rows: readonly MonthlyReportRow[] | undefined, type: UtilityType): MonthlyLine[] =>
  (rows ?? []).map((r) => ({
    ...(type === 'E' ? r.electricity : r.water),
    key: `${r.building}-${r.month}`,
    saved: r.saved,
    saved_at: r.saved_at,
    saved_by: r.saved_by,
  }));

/** A month with nothing in it (no room read, no state bill, no internal use): one "chưa có số liệu" line (issue 23 §4). */
export const isEmptyMonth = (l: Pick<MonthlyLine, 'state_units' | 'rooms_units' | 'internal_units'>): boolean =>
  l.rooms_units === null && l.state_units === null && !l.internal_units;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Σ of the figures there are; null when there is none. */
const addUp = (xs: readonly (number | null)[]): number | null => (xs.some((x) => x !== null) ? round2(xs.reduce<number>((s, x) => s + (x ?? 0), 0)) : null);

/** Every building's lines added up month by month ("Tất cả toà nhà"): the loss rate over the buildings with a loss. */
export function monthTotals(lines: readonly MonthlyLine[]): MonthFigures[] {
  const months = [...new Set(lines.map((l) => l.month))].sort();
  return months.map((month) => {
    const of = lines.filter((l) => l.month === month);
    const lossy = of.filter((l) => l.loss_units !== null);
    const state = lossy.reduce((s, l) => s + (l.state_units ?? 0), 0);
    const loss = addUp(lossy.map((l) => l.loss_units));
    return {
      month,
      state_units: addUp(of.map((l) => l.state_units)),
      rooms_units: addUp(of.map((l) => l.rooms_units)),
      internal_units: of.reduce((s, l) => s + l.internal_units, 0),
      loss_units: loss,
      loss_rate: loss === null || state === 0 ? null : round2((loss / state) * 100),
      loss_flag: of.some((l) => l.loss_flag),
    };
  });
}

/** State against rooms + internal (stacked) and the loss, by month, with the loss rate on the right axis. */
export function balanceChart(months: readonly MonthFigures[], type: UtilityType): ChartSpec {
  return {
    x: 'month',
    axes: [
      { id: 'units', unit: METER_UNITS[type] },
      { id: 'rate', unit: '%' },
    ],
    data: months.map((l) => ({
      month: monthText(l.month),
      state: l.state_units,
      rooms: l.rooms_units,
      internal: l.internal_units,
      loss: l.loss_units,
      loss_rate: l.loss_rate,
    })),
    bars: [
      { key: 'state', name: 'Nhà nước' },
      { key: 'rooms', name: 'Phòng', stack: 'used' },
      { key: 'internal', name: 'Nội bộ', stack: 'used' },
      { key: 'loss', name: 'Thất thoát' },
    ],
    lines: [{ key: 'loss_rate', name: 'Tỷ lệ thất thoát', axis: 'rate' }],
  };
}

/**
 * The range in one sentence: totals over the months with figures (the empty ones counted apart), the
 * loss over the months with one (a state bill and the rooms' readings), the months flagged — with the
 * buildings when `lines` are of several.
 */
export function balanceSummary(lines: readonly MonthlyLine[], type: UtilityType): string {
  if (!lines.length) return 'Không có số liệu trong khoảng thời gian này';
  const several = new Set(lines.map((l) => l.building)).size > 1;
  const months = several ? monthTotals(lines) : lines;
  const empty = months.filter(isEmptyMonth).length;
  if (empty === months.length) return `${formatCount(months.length)} tháng: ${NO_DATA}`;
  const head = `${formatCount(months.length)} tháng${empty ? ` (${formatCount(empty)} tháng ${NO_DATA})` : ''}`;
  const unit = METER_UNITS[type];
  const sum = (f: (l: MonthFigures) => number | null) => months.reduce((s, l) => s + (f(l) ?? 0), 0);
  const lossy = months.filter((l) => l.loss_units !== null);
  const state = lossy.reduce((s, l) => s + (l.state_units ?? 0), 0);
  const loss = lossy.reduce((s, l) => s + (l.loss_units ?? 0), 0);
  const flagged = several
    ? months
        .filter((m) => m.loss_flag)
        .map(
          (m) =>
            `${monthText(m.month)} (${lines
              .filter((l) => l.month === m.month && l.loss_flag)
              .map((l) => l.building)
              .join(', ')})`,
        )
    : months.filter((l) => l.loss_flag).map((l) => monthText(l.month));
  return [
    `${head}: nhà nước ${formatNumber(sum((l) => l.state_units))} ${unit}, phòng ${formatNumber(sum((l) => l.rooms_units))} ${unit}, nội bộ ${formatNumber(sum((l) => l.internal_units))} ${unit}`,
    lossy.length
      ? `thất thoát ${formatNumber(round2(loss))} ${unit} (${formatPercent(state > 0 ? round2((loss / state) * 100) : null)}) trong ${formatCount(lossy.length)} tháng có hoá đơn nhà nước và chỉ số phòng`
      : 'chưa tháng nào có cả hoá đơn nhà nước và chỉ số phòng',
    flagged.length ? `vượt ngưỡng thất thoát: ${flagged.join(', ')}` : 'không tháng nào vượt ngưỡng thất thoát',
  ].join('; ');
}
