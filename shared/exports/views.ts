import * as z from 'zod';
import type { AnalysisRow } from '../api/utilities';
import type { ExportReportId } from './catalogue';

/**
 * A screen's own narrowing of a list its route serves whole: a search box, "only the unusual rows".
 * The route does not take these filters; the screen applies them to the route's answer in the browser.
 * An export takes them beside the route's filters and keeps the rows with the same test the screen
 * uses, so the file holds exactly the rows the screen shows (issue 23 §7: search "BN101" shows one
 * room, the file has that one room, not all 240).
 */
export interface ExportView {
  /** The view's filters as a query string carries them, each optional. */
  fields: z.ZodObject;
  /** The test of a row, for the view's filters as the query string carries them. */
  keeper: (view: Record<string, string>) => (row: unknown) => boolean;
}

const defineView = <S extends z.ZodObject, T>(fields: S, keep: (row: T, view: z.infer<S>) => boolean): ExportView => ({
  fields,
  keeper: (view) => {
    const parsed = fields.parse(view);
    return (row) => keep(row as T, parsed);
  },
});

/**
 * The consumption analyses' search box (building, room, building and room as one word like "BN101",
 * a device code or the note) and their "Chỉ dòng bất thường" switch: THE test of the screen and of
 * its export.
 */
export function analysisRowMatches(row: Pick<AnalysisRow, 'building' | 'room_id' | 'devices' | 'note' | 'flag'>, q: string, flaggedOnly: boolean): boolean {
  if (flaggedOnly && !row.flag) return false;
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [row.building, row.room_id, `${row.building}${row.room_id}`, ...row.devices, row.note ?? ''].some((t) => t.toLowerCase().includes(needle));
}

const analysisView = defineView(
  z.strictObject({ q: z.string().max(100).optional(), flagged: z.enum(['1', '0'], 'Chỉ nhận 1 (chỉ dòng bất thường) hoặc 0').optional() }),
  (row: AnalysisRow, v) => analysisRowMatches(row, v.q ?? '', v.flagged === '1'),
);

/** The lists whose screens narrow them in the browser, by report (shared/exports/catalogue.ts). */
export const EXPORT_VIEWS: Partial<Record<ExportReportId, ExportView>> = {
  getElectricityAnalysis: analysisView,
  getWaterAnalysis: analysisView,
};

/** The names of a report's view filters (none for most lists). */
export const viewFieldsOf = (report: ExportReportId): string[] => Object.keys(EXPORT_VIEWS[report]?.fields.shape ?? {});

/** The rows a view keeps, or undefined when nothing narrows the list. */
export function viewFilter(report: ExportReportId, view: Record<string, string>): ((row: unknown) => boolean) | undefined {
  const v = EXPORT_VIEWS[report];
  return v && Object.keys(view).length ? v.keeper(view) : undefined;
}
