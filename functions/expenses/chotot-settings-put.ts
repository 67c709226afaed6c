import * as api from '../../shared/api/expenses/chotot';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { chototSettingsItem, publicChotot, readChotot, type StoredChotot } from './model/chotot-settings';
import { saveSetting } from './save-setting';

const STALE = 'Cài đặt API Chợ Tốt vừa được người khác thay đổi, vui lòng tải lại';

/**
 * Saves the Chợ Tốt API's address and key on the version read (409 `stale` otherwise). A save without
 * `key` keeps the stored one (the admin never sees it to send it back); `base_url: null` turns the API
 * off and forgets the key. The log line says whether the key changed, never what it is.
 */
export const putChototSettings = operation(api.putChototSettings, async ({ body }, { caller }) => {
  const before = await readChotot();
  if (before.version !== body.version) throw new Conflict(STALE, 'version', 'stale');
  const key = body.base_url === null ? undefined : (body.key ?? before.key);
  if (body.base_url !== null && !key) {
    const message = 'Vui lòng nhập khoá API Chợ Tốt';
    throw new BadRequest(`Dữ liệu không hợp lệ: key: ${message}`, [{ path: 'key', message }]);
  }
  const at = nowIso();
  const next: StoredChotot = {
    ...(body.base_url ? { base_url: body.base_url } : {}),
    ...(key ? { key } : {}),
    version: body.version + 1,
    updated_at: at,
    updated_by: caller.username,
  };
  const answer = publicChotot(next);
  const keyNote = body.base_url === null ? 'tắt API' : body.key ? 'khoá mới' : 'giữ khoá cũ';
  return saveSetting(
    caller,
    at,
    chototSettingsItem(next, body.version),
    {
      entity: 'chotot_settings',
      summary: `Cài đặt API Chợ Tốt (phiên bản ${next.version}): ${body.base_url ?? 'không dùng API'}, ${keyNote}`,
      before: publicChotot(before),
      after: answer,
    },
    answer,
  );
});
