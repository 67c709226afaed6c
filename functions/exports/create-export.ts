import { ulid } from 'ulid';
import * as api from '../../shared/api/exports';
import { asQueryStrings, splitExportParams } from '../../shared/api/exports';
import { reportOf } from '../../shared/exports/catalogue';
import { safeFileName, toCsv, toMatrix } from '../../shared/exports/cells';
import { columnsOf } from '../../shared/exports/report';
import { viewFilter } from '../../shared/exports/views';
import { NotFound } from '../platform/errors';
import { logger } from '../platform/logger';
import { operation } from '../platform/http/handler';
import { vnDate } from '../platform/time';
import { parsedParams, rowsOf } from './run-route';
import { EXPORT_CONTENT_TYPES, presignedLink, putExport } from '../platform/exports-storage';
import { DAILY_EXPORTS_PREFIX } from '../platform/export-prefixes';
import { toXlsx } from '../../shared/exports/xlsx';

/** Spec §5: nothing to export is a warning, not an empty file. */
export const NO_DATA_MESSAGE = 'Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.';

/**
 * Renders a list on the server: its own GET route runs with the caller's rights, the screen's own
 * narrowing (its search box and the like, shared/exports/views.ts) keeps the rows it shows, they become a
 * CSV (BOM, neutralised cells) or an .xlsx (ExcelJS), the file goes to the private exports bucket
 * under the caller's id, and the answer is a presigned link that works for 15 minutes.
 */
export const createExport = operation(api.createExport, async ({ body }, ctx) => {
  const report = reportOf(body.report);
  const filters = splitExportParams(body.report, body.params);
  const query = asQueryStrings(filters.route);
  const rows = await rowsOf(report, query, ctx, viewFilter(body.report, asQueryStrings(filters.view)));
  // The list's own handler named its route in the log keys; this request is still the export.
  logger.appendKeys({ route: ctx.event.routeKey, requestId: ctx.requestId, report: body.report });
  if (!rows.length) throw new NotFound(NO_DATA_MESSAGE);

  const params = parsedParams(report, query);
  const matrix = toMatrix(columnsOf(report, params), rows);
  const fileName = `${safeFileName(report.fileName(params))}.${body.format}`;
  const file = body.format === 'csv' ? toCsv(matrix) : await toXlsx(report.title, matrix);
  // One folder per caller and day under daily/, which the bucket forgets after a week.
  const key = `${DAILY_EXPORTS_PREFIX}${vnDate()}/${ctx.caller.sub}/${ulid()}/${fileName}`;
  await putExport(key, file, EXPORT_CONTENT_TYPES[body.format]);
  const link = await presignedLink(key, fileName);
  return { url: link.url, expires_at: link.expiresAt.toISOString(), file_name: fileName };
});
