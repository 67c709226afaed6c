import * as z from 'zod';
import { endpoint } from './endpoint';
import { isoMonth } from './common';
import { utilityMonth } from './utilities';
import { EXPORT_REPORT_IDS, reportOf, type ExportReportId } from '../exports/catalogue';
import { EXPORT_VIEWS, viewFieldsOf } from '../exports/views';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How long a download link works (seconds): long enough to click, short enough not to be passed around. */
export const EXPORT_LINK_SECONDS = 15 * 60;
/** Above this many rows an export is refused: narrow the filters instead. */
export const EXPORT_MAX_ROWS = 50_000;

/** A list's filters as its GET route takes them in the query string. */
const paramValue = z.union([z.string().max(500), z.number(), z.boolean()]);
export type ExportParams = Record<string, string | number | boolean>;

/** Filters as the route's query string carries them: text, and nothing for an empty value. */
export const asQueryStrings = (params: ExportParams): Record<string, string> =>
  Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (v === '' ? [] : [[k, String(v)]])));

/**
 * The screen's filters split in two: those its route takes, and those the screen applies itself to the
 * route's answer (its search box and the like: shared/exports/views.ts), which the export applies the
 * same way.
 */
export function splitExportParams(report: ExportReportId, params: ExportParams): { route: ExportParams; view: ExportParams } {
  const viewFields = new Set(viewFieldsOf(report));
  const route: ExportParams = {};
  const view: ExportParams = {};
  for (const [k, v] of Object.entries(params)) (viewFields.has(k) ? view : route)[k] = v;
  return { route, view };
}

/**
 * The filters checked against the route's own query schema, exactly as the route would read them, and
 * the screen's own ones against its view's, so a bad filter is refused before anything runs. Paging is
 * the exporter's job: it takes every page.
 */
export function checkExportParams(report: ExportReportId, all: ExportParams): { path: (string | number)[]; message: string }[] {
  const r = reportOf(report);
  const { route: params, view } = splitExportParams(report, all);
  const problems: { path: (string | number)[]; message: string }[] = [];
  const viewParsed = EXPORT_VIEWS[report]?.fields.safeParse(asQueryStrings(view));
  if (viewParsed && !viewParsed.success) for (const issue of viewParsed.error.issues) problems.push({ path: issue.path.map(pathPart), message: issue.message });
  if (r.paging) {
    for (const name of [r.paging.cursor, r.paging.limit])
      if (name in params) problems.push({ path: [name], message: 'Khi xuất, máy chủ tự lấy mọi trang: không gửi trường này' });
  }
  const query = asQueryStrings(params);
  const schema = r.endpoint.query;
  if (!schema) {
    for (const name of Object.keys(query)) problems.push({ path: [name], message: 'Báo cáo này không có bộ lọc' });
    return problems;
  }
  const parsed = schema.safeParse(query);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys')
        for (const k of issue.keys) problems.push({ path: [...issue.path.map(pathPart), k], message: 'Báo cáo này không có bộ lọc này' });
      else problems.push({ path: issue.path.map(pathPart), message: issue.message });
    }
  return problems;
}
const pathPart = (p: PropertyKey): string | number => (typeof p === 'number' ? p : String(p));

export const createExport = endpoint({
  method: 'POST',
  access: 'user',
  idempotent: true,
  path: '/api/exports',
  summary:
    'Xuất một danh sách (CSV hoặc Excel) trên máy chủ: chạy thao tác GET của danh sách với quyền của người gọi, lưu tệp vào kho xuất và trả đường dẫn tải có hạn 15 phút',
  status: 201,
  body: z
    .strictObject({
      report: z.enum(EXPORT_REPORT_IDS, { error: 'Không có báo cáo này để xuất' }),
      params: z.record(z.string().max(50), paramValue, { error: 'Bộ lọc phải là một đối tượng' }).default({}),
      format: z.enum(EXPORT_FORMATS, { error: 'Định dạng phải là csv hoặc xlsx' }),
    })
    .superRefine((v, ctx) => {
      for (const p of checkExportParams(v.report, v.params)) ctx.addIssue({ code: 'custom', path: ['params', ...p.path], message: p.message });
    }),
  response: z.object({
    url: z.string().describe('presigned GET of the file, valid 15 minutes'),
    expires_at: z.string().describe('ISO time the link stops working'),
    file_name: z.string(),
  }),
});

export const monthEndFile = z.object({
  name: z.string(),
  title: z.string(),
  format: z.enum(['csv', 'xlsx']),
  size: z.number().int(),
  url: z.string(),
  expires_at: z.string(),
});

export const listMonthEndFiles = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/month-end-files',
  summary: 'Các tệp báo cáo cuối tháng do công việc định kỳ ghi (cân đối phát sinh, công nợ, chưa thu, phân tích điện nước) với đường dẫn tải có hạn',
  query: z.strictObject({ month: utilityMonth }),
  response: z.object({ month: isoMonth, closed_at: z.string().nullable(), files: z.array(monthEndFile) }),
});
