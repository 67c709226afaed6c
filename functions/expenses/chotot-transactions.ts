import * as api from '../../shared/api/expenses/chotot';
import type { ChototItem } from '../../shared/api/expenses/chotot';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { readChotot } from './model/chotot-settings';
import { proposals } from './chotot-items';
import { slipsOfReferences } from './model/disbursement-ref';

/** Each proposal with the slip already entered for it, if any (one BatchGet of the reference markers). */
async function withSlips(items: ChototItem[]): Promise<ChototItem[]> {
  const entered = await slipsOfReferences(items.map((i) => i.reference));
  return items.map((i) => (entered.has(i.reference) ? { ...i, slip_no: entered.get(i.reference)! } : i));
}

/**
 * The Chợ Tốt advertising spend of a range as proposed advertising expense slips (6411): from the
 * partner API when an admin configured it (a file sent anyway is read instead: the staff chose it),
 * else from the account's exported CSV, which is then required; each marked with the slip already
 * entered for it. Nothing is written: the screen turns the proposals it keeps into slips through the
 * normal disbursement batch.
 */
export const getChototTransactions = operation(api.getChototTransactions, async ({ body }) => {
  if (body.file) {
    // papaparse is loaded by this operation alone.
    const { parseChototFile } = await import('./chotot-file');
    return { source: 'file' as const, items: await withSlips(proposals(parseChototFile(body.file.content_base64), body.from, body.to)) };
  }
  const settings = await readChotot();
  if (!settings.base_url || !settings.key) {
    const message = 'Chưa cài đặt API Chợ Tốt: vui lòng chọn tệp giao dịch xuất từ tài khoản Chợ Tốt (.csv)';
    throw new BadRequest(`Dữ liệu không hợp lệ: file: ${message}`, [{ path: 'file', message }]);
  }
  const { fetchChototTransactions } = await import('./chotot-api');
  return {
    source: 'api' as const,
    items: await withSlips(proposals(await fetchChototTransactions(settings.base_url, settings.key, body.from, body.to), body.from, body.to)),
  };
});
