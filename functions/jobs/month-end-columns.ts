import { AGE_BUCKETS, agingTotals, type Aging } from '../../shared/ledger/aging';
import type { DebtSummaryRow, UnpaidStay } from '../../shared/api/ledger/debts';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { ExportColumn } from '../../shared/exports/cells';
import { debtorStatusText, openItemsText } from '../../shared/exports/debt-text';
import { TOTAL_LABEL } from '../../shared/exports/report';
import { debtTotals } from '../../shared/ledger/debt-totals';
import { byRoomThenStay } from '../kernel/ledger/stay-debts-rules';
import { monthText } from '../../shared/dates';

/**
 * The month-end files of the two debt reports, every building in one file: the columns their screens
 * show (/bang-tong-hop-cong-no, /bao-cao-tien-phong-chua-thu) with Toà first, one row per stay (a
 * departed tenant who owes under their own name), each building's rows in the screen's order, and
 * the totals of all buildings as the last row.
 */

/** Who a row is about, as both files write it. */
interface DebtorCells {
  building: string;
  room_id: string;
  customer_name: string;
  contract_no: string;
  phone: string;
  status: string;
}

const debtorCells = (building: string, r: UnpaidStay | DebtSummaryRow): DebtorCells => ({
  building,
  room_id: r.room_id,
  customer_name: r.customer_name ?? '',
  contract_no: r.contract_no ?? '',
  phone: r.phone ?? '',
  status: debtorStatusText(r),
});

const DEBTOR_COLUMNS: ExportColumn<DebtorCells>[] = [
  { key: 'building', title: 'Toà', field: 'building' },
  { key: 'room_id', title: 'Phòng', field: 'room_id' },
  { key: 'customer_name', title: 'Khách thuê', field: 'customer_name' },
  { key: 'contract_no', title: 'Hợp đồng', field: 'contract_no' },
  { key: 'phone', title: 'Điện thoại', field: 'phone' },
  { key: 'status', title: 'Trạng thái', field: 'status' },
];

export interface DebtLine extends DebtorCells {
  opening: number;
  increase: number;
  decrease: number;
  closing: number;
  opening_debit: number;
  opening_credit: number;
  closing_debit: number;
  closing_credit: number;
}

const AMOUNTS = [
  ['opening_debit', 'Dư Nợ đầu kỳ'],
  ['opening_credit', 'Dư Có đầu kỳ'],
  ['increase', 'Phát sinh tăng'],
  ['decrease', 'Phát sinh giảm'],
  ['closing_debit', 'Dư Nợ cuối kỳ'],
  ['closing_credit', 'Dư Có cuối kỳ'],
] as const;

export const DEBT_SUMMARY_COLUMNS: ExportColumn<DebtLine>[] = [
  ...(DEBTOR_COLUMNS as ExportColumn<DebtLine>[]),
  ...AMOUNTS.map(([field, title]): ExportColumn<DebtLine> => ({ key: field, title, field, kind: 'money' })),
];

const SUMMED = ['opening', 'increase', 'decrease', 'closing', 'opening_debit', 'opening_credit', 'closing_debit', 'closing_credit'] as const;

/**
 * Each building's stays (every page of its summary) by room then stay, as the screen lists them; the
 * totals of all buildings last, summed as the screen sums them (shared/ledger/debt-totals.ts).
 */
export function debtSummaryLines(answers: readonly (readonly [BuildingCode, readonly DebtSummaryRow[]])[]): DebtLine[] {
  const lines = answers.flatMap(([building, rows]) =>
    [...rows].sort(byRoomThenStay).map((r): DebtLine => ({ ...debtorCells(building, r), ...Object.fromEntries(SUMMED.map((k) => [k, r[k]])) }) as DebtLine),
  );
  const totals = debtTotals(answers.flatMap(([, rows]) => rows));
  return [
    ...lines,
    { building: '', room_id: TOTAL_LABEL, customer_name: `${lines.length} lượt thuê`, contract_no: '', phone: '', status: '', ...totals } as DebtLine,
  ];
}

export interface UnpaidLine extends DebtorCells, Aging {
  item_count: number | null;
  items: string;
  oldest_month: string;
  age_days: number | null;
  unpaid: number;
}

export const UNPAID_RENT_COLUMNS: ExportColumn<UnpaidLine>[] = [
  ...(DEBTOR_COLUMNS as ExportColumn<UnpaidLine>[]),
  { key: 'item_count', title: 'Số khoản nợ', field: 'item_count', kind: 'number' },
  { key: 'items', title: 'Các khoản còn nợ', field: 'items' },
  { key: 'oldest_month', title: 'Tháng nợ cũ nhất', field: 'oldest_month' },
  { key: 'age_days', title: 'Tuổi nợ (ngày)', field: 'age_days', kind: 'number' },
  // The screen's age buckets, from the same rows.
  ...AGE_BUCKETS.map((b): ExportColumn<UnpaidLine> => ({ key: b.key, title: b.title, field: b.key, kind: 'money' })),
  { key: 'unpaid', title: 'Số tiền chưa thu', field: 'unpaid', kind: 'money' },
];

/** Each building's stays (every page of its report) oldest debt first, then by room and stay, as the screen lists them; the total of all last. */
export function unpaidRentLines(answers: readonly (readonly [BuildingCode, readonly UnpaidStay[]])[]): UnpaidLine[] {
  const lines = answers.flatMap(([building, rows]) =>
    [...rows]
      .sort((x, y) => y.age_days - x.age_days || byRoomThenStay(x, y))
      .map((r): UnpaidLine => ({
        ...debtorCells(building, r),
        item_count: r.months.length,
        items: openItemsText(r.months),
        oldest_month: r.oldest_month ? monthText(r.oldest_month) : '',
        age_days: r.age_days,
        ...r.aging,
        unpaid: r.unpaid,
      })),
  );
  const total = lines.reduce((s, l) => s + l.unpaid, 0);
  return [
    ...lines,
    {
      building: '',
      room_id: TOTAL_LABEL,
      customer_name: `${lines.length} lượt thuê`,
      contract_no: '',
      phone: '',
      status: '',
      item_count: lines.reduce((s, l) => s + (l.item_count ?? 0), 0),
      items: '',
      oldest_month: '',
      age_days: null,
      ...agingTotals(lines),
      unpaid: total,
    },
  ];
}
