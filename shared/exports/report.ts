import type { Endpoint, QueryOf, ResponseOf } from '../api/endpoint';
import type { ExportColumn } from './cells';

/**
 * One exportable list: the GET operation that serves it, how its answer becomes rows, and the columns
 * a file shows. The server renders it (POST /api/exports); the web's table can show the same columns.
 */
export interface ExportReport<E extends Endpoint = Endpoint, T = unknown> {
  /** The GET operation of the contract whose answer is exported (its access rule and checks apply). */
  endpoint: E;
  /** The screen's title: heading of prints and the Excel sheet's name (spec §9). */
  title: string;
  /** File name without extension, from the validated filters (spec §9: the period plus a suffix). */
  fileName: (params: QueryOf<E>) => string;
  /** The rows of one answer, in the order the screen lists them (totals rows included). */
  rows: (response: ResponseOf<E>, params: QueryOf<E>) => T[];
  columns: readonly ExportColumn<T>[] | ((params: QueryOf<E>) => readonly ExportColumn<T>[]);
  /** What the whole list becomes once every page is in (sorting across pages, a totals row). */
  finish?: (rows: T[]) => T[];
  /**
   * A list the server hands out page by page: the exporter asks for `pageSize` rows at a time and
   * follows `next` until it is undefined. The caller's params never name these two fields.
   */
  paging?: { cursor: string; limit: string; pageSize: number; next: (response: ResponseOf<E>) => string | undefined };
}

/** What the catalogue stores: the report's own types erased, checked once where it is defined. */
export type AnyReport = ExportReport<Endpoint, unknown>;

export const defineReport = <E extends Endpoint, T>(r: ExportReport<E, T>): AnyReport => r as unknown as AnyReport;

export const columnsOf = (r: AnyReport, params: unknown): readonly ExportColumn<unknown>[] => (typeof r.columns === 'function' ? r.columns(params) : r.columns);

/** A totals row's label sits in this column; amounts are summed by the caller. */
export const TOTAL_LABEL = 'Tổng cộng';
