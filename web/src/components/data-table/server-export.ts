import { createExport, type ExportFormat, type ExportParams } from '../../../../shared/api/exports';
import type { ExportReportId } from '../../../../shared/exports/catalogue';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { notify } from '../../api/notify';
import { downloadUrl } from './download';
import { NO_DATA_TEXT, NO_DATA_TITLE } from './export-cells';

/**
 * A list the server serves: the report (the GET operation's handler name, `npm run routes`) and the
 * filters the screen sent it. Its exports are rendered on the server, every page of it included.
 */
export interface ServerExport {
  report: ExportReportId;
  params: Record<string, string | number | boolean | undefined | null>;
}

/** The filters as the route takes them: nothing for an empty one (spec §5: query strings omit empty values). */
const cleanParams = (params: ServerExport['params']): ExportParams =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null && e[1] !== ''));

/**
 * Asks the server for the file and downloads it from the signed link it answers. Nothing to export is
 * the spec's 'Cảnh báo' warning; any other refusal goes to the one place that shows errors.
 */
export async function exportOnServer({ report, params }: ServerExport, format: ExportFormat): Promise<boolean> {
  try {
    const file = await call(createExport, { body: { report, params: cleanParams(params), format } });
    downloadUrl(file.url, file.file_name);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notify.warning(NO_DATA_TITLE, NO_DATA_TEXT);
    else notify.error(error);
    return false;
  }
}
