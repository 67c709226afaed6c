import * as z from 'zod';
import { HttpError } from '../platform/errors';
import { dateOfTime, type ChototTransaction } from './chotot-items';

/**
 * The Chợ Tốt partner API (its shape: shared/api/chotot.ts): GET <base>/v1/transactions?from&to with
 * the key as a Bearer token. Whatever goes wrong there — no answer in time, a refusal, a body that is
 * not the documented shape — is a 502 with a Vietnamese message naming what the staff can do; the
 * partner's own text and the key never reach the caller.
 */

/** Inside the Lambda's own 10 s, so the caller gets this 502 rather than a dead function. */
export const CHOTOT_TIMEOUT_MS = 8_000;

/** The partner failed: a message for people, shown as is. */
export class PartnerFailed extends HttpError {
  override readonly expose = true;
  constructor(message: string) {
    super(502, message, undefined, 'unavailable');
  }
}

const answer = z.object({
  transactions: z
    .array(
      z.object({
        id: z.union([z.string().min(1).max(100), z.number().int()]),
        time: z.string().max(40),
        amount: z.number().int().positive().max(100_000_000_000),
        type: z.enum(['spend', 'topup']),
        description: z.string().max(1000).optional(),
      }),
    )
    .max(20_000),
});

export async function fetchChototTransactions(base: string, key: string, from: string, to: string): Promise<ChototTransaction[]> {
  const url = new URL(`${base.replace(/\/+$/, '')}/v1/transactions`);
  url.searchParams.set('from', from);
  url.searchParams.set('to', to);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
      signal: AbortSignal.timeout(CHOTOT_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new PartnerFailed(
      timedOut
        ? `Chợ Tốt không phản hồi sau ${CHOTOT_TIMEOUT_MS / 1000} giây, vui lòng thử lại sau`
        : 'Không kết nối được tới Chợ Tốt, vui lòng thử lại sau hoặc dùng tệp giao dịch xuất ra',
    );
  }
  if (res.status === 401 || res.status === 403) throw new PartnerFailed(`Chợ Tốt từ chối khoá API (mã ${res.status}): kiểm tra khoá trong trang Quản trị`);
  if (!res.ok) throw new PartnerFailed(`Chợ Tốt báo lỗi (mã ${res.status}), vui lòng thử lại sau`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new PartnerFailed('Chợ Tốt trả về dữ liệu không đọc được');
  }
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new PartnerFailed('Chợ Tốt trả về dữ liệu không đúng định dạng');
  return parsed.data.transactions.map((t) => {
    const date = dateOfTime(t.time);
    if (!date) throw new PartnerFailed('Chợ Tốt trả về thời gian giao dịch không đọc được');
    return { id: String(t.id), date, amount: t.amount, type: t.type, ...(t.description ? { description: t.description } : {}) };
  });
}
