import type { MonthlyReportRow, UtilityBalance } from '../../../../../shared/api/utilities';
import { METER_UNITS } from '../../../../../shared/readings/usage';
import { formatNumber } from '../../../lib/format';
import type { ChartSpec } from './chart-spec';
import { monthText } from '../../../../../shared/dates';

export type UtilityType = 'E' | 'W';
export const TYPE_NAMES: Record<UtilityType, string> = { E: 'Điện', W: 'Nước' };

/** One month of one type, with whether the month's figures are a saved (frozen) copy. */
export interface MonthlyLine extends UtilityBalance {
  key: string;
  saved: boolean;
  saved_at: string | null;
  saved_by: string | null;
}

export const monthlyLines = (rows: readonly MonthlyReportRow[] | undefined, type: UtilityType): MonthlyLine[] =>
  (rows ?? []).map((r) => ({ ...(type === 'E' ? r.electricity : r.water), key: r.month, saved: r.saved, saved_at: r.saved_at, saved_by: r.saved_by }));

/** State against rooms + internal (stacked) and the loss, by month, with the loss rate on the right axis. */
export function balanceChart(lines: readonly MonthlyLine[], type: UtilityType): ChartSpec {
  return {
    x: 'month',
    axes: [
      { id: 'units', unit: METER_UNITS[type] },
      { id: 'rate', unit: '%' },
    ],
    data: lines.map((l) => ({
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

/** The range in one sentence: totals, the loss over the months with a state bill, the months flagged. */
export function balanceSummary(lines: readonly MonthlyLine[], type: UtilityType): string {
  if (!lines.length) return 'Không có số liệu trong khoảng thời gian này';
  const unit = METER_UNITS[type];
  const sum = (f: (l: MonthlyLine) => number | null) => lines.reduce((s, l) => s + (f(l) ?? 0), 0);
  const billed = lines.filter((l) => l.state_units !== null);
  const state = sum((l) => l.state_units);
  const loss = billed.reduce((s, l) => s + (l.loss_units ?? 0), 0);
  const rate = state > 0 ? Math.round((loss / state) * 10_000) / 100 : 0;
  const flagged = lines.filter((l) => l.loss_flag).map((l) => monthText(l.month));
  return [
    `${lines.length} tháng: nhà nước ${formatNumber(state)} ${unit}, phòng ${formatNumber(sum((l) => l.rooms_units))} ${unit}, nội bộ ${formatNumber(sum((l) => l.internal_units))} ${unit}`,
    billed.length
      ? `thất thoát ${formatNumber(loss)} ${unit} (${formatNumber(rate)} %) trong ${billed.length} tháng có hoá đơn nhà nước`
      : 'chưa có hoá đơn nhà nước nào',
    flagged.length ? `vượt ngưỡng thất thoát: ${flagged.join(', ')}` : 'không tháng nào vượt ngưỡng thất thoát',
  ].join('; ');
}
