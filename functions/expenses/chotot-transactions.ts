import * as api from '../../shared/api/chotot';
import { BadRequest } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { readChotot } from '../core/records/chotot-settings';
import { proposals } from './chotot-items';

/**
 * The Chợ Tốt advertising spend of a range as proposed advertising expense slips (6411): from the
 * partner API when an admin configured it (a file sent anyway is read instead: the staff chose it),
 * else from the account's exported CSV, which is then required. Nothing is written: the screen turns
 * the proposals it keeps into slips through the normal disbursement batch.
 */
export const getChototTransactions = operation(api.getChototTransactions, async ({ body }) => {
  if (body.file) {
    // papaparse is loaded by this operation alone.
    const { parseChototFile } = await import('./chotot-file');
    return { source: 'file' as const, items: proposals(parseChototFile(body.file.content_base64), body.from, body.to) };
  }
  const settings = await readChotot();
  if (!settings.base_url || !settings.key) {
    const message = 'Chưa cài đặt API Chợ Tốt: vui lòng chọn tệp giao dịch xuất từ tài khoản Chợ Tốt (.csv)';
    throw new BadRequest(`Dữ liệu không hợp lệ: file: ${message}`, [{ path: 'file', message }]);
  }
  const { fetchChototTransactions } = await import('./chotot-api');
  return { source: 'api' as const, items: proposals(await fetchChototTransactions(settings.base_url, settings.key, body.from, body.to), body.from, body.to) };
});
