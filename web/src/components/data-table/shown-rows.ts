import type { CompareFn, FilterValue, SorterResult, SortOrder } from 'antd/es/table/interface';
import type { DataColumn } from './columns';

/** The table's own filters and sort, as antd's `onChange` reports them (undefined before any change). */
export interface TableView<T> {
  filters: Record<string, FilterValue | null>;
  sorter: SorterResult<T> | SorterResult<T>[];
}

const compareOf = <T>(c: DataColumn<T>): CompareFn<T> | undefined =>
  typeof c.sorter === 'function' ? c.sorter : typeof c.sorter === 'object' ? c.sorter.compare : undefined;

/**
 * The rows the table shows, every page of them, in the order it shows them: the screen's rows (already
 * narrowed by its toolbar and search) through the table's own column filters and sort, as antd applies
 * them. Exports and prints take these rows, so a file is what the screen shows (issue 23 §7).
 */
export function shownRows<T>(rows: readonly T[], columns: readonly DataColumn<T>[], view?: TableView<T>): readonly T[] {
  let shown = rows;
  for (const c of columns) {
    if (!c.onFilter) continue;
    const values = c.filteredValue !== undefined ? c.filteredValue : view ? view.filters[c.key] : c.defaultFilteredValue;
    if (values?.length) shown = shown.filter((row) => values.some((v) => c.onFilter!(v, row)));
  }
  const sorts: { compare: CompareFn<T>; order: SortOrder }[] = [];
  const chosen = view ? (Array.isArray(view.sorter) ? view.sorter : [view.sorter]) : [];
  for (const c of columns) {
    const compare = compareOf(c);
    if (!compare) continue;
    const order = c.sortOrder !== undefined ? c.sortOrder : view ? chosen.find((s) => s.columnKey === c.key)?.order : c.defaultSortOrder;
    if (order) sorts.push({ compare, order });
  }
  if (!sorts.length) return shown;
  return [...shown].sort((a, b) => {
    for (const { compare, order } of sorts) {
      const r = compare(a, b, order);
      if (r) return order === 'descend' ? -r : r;
    }
    return 0;
  });
}
