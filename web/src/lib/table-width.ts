import type { DataColumn } from '../components/data-table/columns';

/**
 * A table's laid-out width: the sum of its columns' widths. Given to the table as its scroll width,
 * it makes every column keep its width and cut long text with "…", instead of one long id pushing
 * the amounts off the screen.
 */
export const tableWidth = <T>(columns: readonly DataColumn<T>[]): number => columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0);
