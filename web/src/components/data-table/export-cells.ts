import { toMatrix as matrixOf, type Matrix } from '../../../../shared/exports/cells';
import { rawValue, type DataColumn } from './columns';

// One set of rules for every file and print, shared with the server's exports (spec §9).
export { cellText, exportCell, neutralizeFormula, type Cell, type Matrix } from '../../../../shared/exports/cells';

/** The warning for an export with nothing to export (spec §5). */
export const NO_DATA_TITLE = 'Cảnh báo';
export const NO_DATA_TEXT = 'Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.';

/** A table's rows as a file (or a print) shows them: exported columns only, each value by its kind. */
export function toMatrix<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): Matrix {
  const cols = columns.filter((c) => !c.noExport);
  return matrixOf(
    cols.map((c) => ({ key: c.key, title: c.title, kind: c.exportAs, value: (row: T) => rawValue(c, row) })),
    rows,
  );
}
