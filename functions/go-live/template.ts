import { ulid } from 'ulid';
import * as api from '../../shared/api/go-live';
import { GO_LIVE_FILE_NAME, goLiveWorkbook } from '../../shared/go-live/template';
import { DAILY_EXPORTS_PREFIX } from '../platform/export-prefixes';
import { EXPORT_CONTENT_TYPES, presignedLink, putExport } from '../platform/exports-storage';
import { operation } from '../platform/http/handler';
import { vnDate } from '../platform/time';

/**
 * The empty go-live workbook, handed out as the exports are: written to the exports bucket under the
 * caller's daily folder (forgotten after a week) and answered as a link that works 15 minutes.
 */
export const goLiveTemplate = operation(api.goLiveTemplate, async (_input, ctx) => {
  const key = `${DAILY_EXPORTS_PREFIX}${vnDate()}/${ctx.caller.sub}/${ulid()}/${GO_LIVE_FILE_NAME}`;
  await putExport(key, await goLiveWorkbook(), EXPORT_CONTENT_TYPES.xlsx);
  const link = await presignedLink(key, GO_LIVE_FILE_NAME);
  return { url: link.url, expires_at: link.expiresAt.toISOString(), file_name: GO_LIVE_FILE_NAME };
});
