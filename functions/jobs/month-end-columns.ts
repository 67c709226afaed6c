import type { ResponseOf } from '../../shared/api/endpoint';
import type { debtSummary, searchDebts } from '../../shared/api/debts';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { ExportColumn } from '../../shared/exports/cells';
import { TOTAL_LABEL } from '../../shared/exports/report';
import { compareNumbered } from '../../shared/text/collate';
import { monthText } from '../../shared/dates';

/**
 * The month-end files of the two debt reports, every building in one file: the columns their screens
 * show (/bang-tong-hop-cong-no, /bao-cao-tien-phong-chua-thu) with Toà first, each building's rows in
 * the screen's order, and the totals of all buildings as the last row.
 */


export interface DebtLine {
  building: string;
  room_id: string;
  customer_name: string;
  opening: number;
  increase: number;
  decrease: number;
  closing: number;
}

export const DEBT_SUMMARY_COLUMNS: ExportColumn<DebtLine>[] = [
  { key: 'building', title: 'Toà', field: 'building' },
  { key: 'room_id', title: 'Phòng', field: 'room_id' },
  { key: 'customer_name', title: 'Khách thuê', field: 'customer_name' },
  { key: 'opening', title: 'Số dư đầu kỳ', field: 'opening', kind: 'money' },
  { key: 'increase', title: 'Phát sinh tăng', field: 'increase', kind: 'money' },
  { key: 'decrease', title: 'Phát sinh giảm', field: 'decrease', kind: 'money' },
  { key: 'closing', title: 'Số dư cuối kỳ', field: 'closing', kind: 'money' },
];

export function debtSummaryLines(answers: readonly (readonly [BuildingCode, ResponseOf<typeof debtSummary>])[]): DebtLine[] {
  const lines = answers.flatMap(([building, a]) => a.rows.map((r) => ({ building, room_id: r.room_id, customer_name: r.customer_name ?? '', opening: r.opening, increase: r.increase, decrease: r.decrease, closing: r.closing })));
  const sum = (k: 'opening' | 'increase' | 'decrease' | 'closing') => answers.reduce((s, [, a]) => s + a.totals[k], 0);
  return [...lines, { building: '', room_id: TOTAL_LABEL, customer_name: `${lines.length} phòng`, opening: sum('opening'), increase: sum('increase'), decrease: sum('decrease'), closing: sum('closing') }];
}

export interface UnpaidLine {
  building: string;
  room_id: string;
  month_count: number | null;
  months: string;
  oldest_month: string;
  age_days: number | null;
  unpaid: number;
}

export const UNPAID_RENT_COLUMNS: ExportColumn<UnpaidLine>[] = [
  { key: 'building', title: 'Toà', field: 'building' },
  { key: 'room_id', title: 'Phòng', field: 'room_id' },
  { key: 'month_count', title: 'Số tháng nợ', field: 'month_count', kind: 'number' },
  { key: 'months', title: 'Các tháng nợ', field: 'months' },
  { key: 'oldest_month', title: 'Tháng nợ cũ nhất', field: 'oldest_month' },
  { key: 'age_days', title: 'Tuổi nợ (ngày)', field: 'age_days', kind: 'number' },
  { key: 'unpaid', title: 'Số tiền chưa thu', field: 'unpaid', kind: 'money' },
];

/** Each building's rooms oldest debt first (then by room), as the screen lists them; the total of all last. */
export function unpaidRentLines(answers: readonly (readonly [BuildingCode, ResponseOf<typeof searchDebts>])[]): UnpaidLine[] {
  const lines = answers.flatMap(([building, a]) =>
    [...a.rooms]
      .sort((x, y) => y.age_days - x.age_days || compareNumbered(x.room_id, y.room_id))
      .map((r) => ({
        building,
        room_id: r.room_id,
        month_count: r.months.length,
        months: r.months.map((m) => monthText(m.month)).join(', '),
        oldest_month: r.oldest_month ? monthText(r.oldest_month) : '',
        age_days: r.age_days,
        unpaid: r.unpaid,
      })),
  );
  const total = answers.reduce((s, [, a]) => s + a.total, 0);
  return [...lines, { building: '', room_id: TOTAL_LABEL, month_count: lines.reduce((s, l) => s + (l.month_count ?? 0), 0), months: '', oldest_month: '', age_days: null, unpaid: total }];
}
