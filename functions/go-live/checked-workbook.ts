import type { GoLiveProblem } from '../../shared/api/go-live';
import { columnLetter, SHEETS, type SheetKey } from '../../shared/go-live/sheets';
import { knownRooms } from './model/known-rooms';
import { firstVoucherAfter } from './model/vouchers-after';
import { vnDate, type KnownRoom } from './rules/context';
import { dryRun } from './rules/dry-run';
import type { Problem, RawSheet } from './rules/sheet-rows';
import { workbookSheets } from './workbook-sheets';

/** A problem as the screen shows it: the sheet's title, the column's header and the cell's address. */
export function shown(p: Problem): GoLiveProblem {
  const def = SHEETS.find((s) => s.key === p.sheet);
  const index = def && p.column ? def.columns.findIndex((c) => c.key === p.column) : -1;
  const column = index >= 0 ? def!.columns[index]! : undefined;
  return {
    sheet: def?.title ?? null,
    row: p.row,
    column: column?.header ?? null,
    cell: column && p.row ? `${columnLetter(index + 1)}${p.row}` : null,
    message: p.message,
  };
}

/** The buildings a workbook names in its first column (rooms, stays, deposits, readings, debts). */
function namedBuildings(sheets: Map<SheetKey, RawSheet | undefined>): Set<string> {
  const buildings = new Set<string>();
  for (const rows of sheets.values())
    for (const [n, cells] of rows ?? []) if (n > 2 && typeof cells[0] === 'string') buildings.add(cells[0].trim().toUpperCase());
  return buildings;
}

export const voucherAfterMessage = (after: string, cutOver: string) =>
  `Đã có chứng từ ngày ${vnDate(after)}, sau ngày chuyển đổi ${vnDate(cutOver)}: không nhập số dư đầu được nữa (trừ khi bắt đầu một bảng dữ liệu mới)`;

/**
 * A workbook checked: its sheets read, the rooms of the buildings it names (or, for an import under
 * way, the rooms as they were when it began: `roomsBefore`), whether any voucher is dated after the
 * cut-over date (the cut-over day itself is not after it: the import's own vouchers are dated that
 * day), and every rule applied. Reads only.
 */
export async function checkedWorkbook(file: Buffer, cutOver: string, roomsBefore?: Map<string, KnownRoom>) {
  const sheets = await workbookSheets(file);
  const [rooms, after] = await Promise.all([roomsBefore ?? knownRooms(namedBuildings(sheets)), firstVoucherAfter(cutOver)]);
  const result = dryRun(sheets, { cutOver, rooms });
  return { rooms, after, result };
}
