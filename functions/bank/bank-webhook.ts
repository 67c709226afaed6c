import { ulid } from 'ulid';
import * as api from '../../shared/api/bank';
import { dayText } from '../../shared/dates';
import { auditItem } from '../platform/audit';
import { env } from '../platform/env';
import { BadRequest, Conflict, HttpError, Unauthorized, Unavailable } from '../platform/errors';
import { logger } from '../platform/logger';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { transact } from '../platform/db/transact';
import { commit } from '../kernel/commit';
import { readBankSettings } from './model/bank-settings';
import { bankLineIdOf, normalReference } from './rules/bank-line-rules';
import { createBankLine, existingRefs, getBankLine, type StoredLine } from './model/bank-line';
import { recordConflict, replayDifferences, replayKey } from './model/bank-line-conflict';
import { autoMatch } from './model/bank-auto-match';
import { verifyWebhook } from './webhook-signature';

/** Who the log names for what a notification wrote (there is no signed-in user). */
const WEBHOOK = { sub: 'bank-webhook', username: 'webhook ngân hàng' };

const REFUSED = {
  missing: 'Thiếu chữ ký webhook (x-webhook-timestamp, x-webhook-signature)',
  stale: 'Thời điểm ký webhook lệch quá 300 giây',
  signature: 'Chữ ký webhook không đúng',
} as const;

/**
 * The answer to a notification whose reference is stored already: the first line's id. When it says
 * something else than that line (amount, side, day, text), it is recorded on the line for a person to
 * check (bank-line-conflict.ts), with a log line, and nothing is booked: the line keeps its money. The
 * bank still hears 200, or it would send it again and again.
 */
async function replayed(id: string, body: api.BankWebhookBody, date: string, rawText: string) {
  const answer = { success: true as const, id };
  const line = await getBankLine(id);
  const differs = replayDifferences(line, { direction: body.transferType, amount: body.transferAmount, date, content: body.content });
  if (!differs.length) return answer;
  const at = nowIso();
  const conflict = {
    received_at: at,
    transaction_time: body.transactionDate,
    direction: body.transferType,
    amount: body.transferAmount,
    content: body.content,
    differs,
  };
  logger.warn('Bank webhook replay differs from its line', { line: id, reference: body.referenceCode, differs });
  try {
    await transact([
      recordConflict(line, conflict, replayKey(rawText)),
      auditItem(
        WEBHOOK,
        {
          action: 'update',
          entity: 'bank_transaction',
          entityId: id,
          summary: `Webhook ${body.gateway} gửi lại mã tham chiếu ${body.referenceCode} với ${body.transferType === 'in' ? 'tiền vào' : 'tiền ra'} ${body.transferAmount.toLocaleString('vi-VN')} đ ngày ${dayText(date)} (dòng đã ghi: ${line.amount.toLocaleString('vi-VN')} đ ngày ${dayText(line.date)}): chờ đối chiếu, không ghi sổ`,
        },
        at,
      ),
    ]);
  } catch (error) {
    // This very replay recorded already (or the line holds as many as it keeps): nothing more to say.
    if (!(error instanceof Conflict)) throw error;
  }
  return { ...answer, conflict: true as const };
}

/**
 * POST /api/bank-webhook (public: no JWT, the HMAC is the authentication): a bank movement notified
 * SePay-style. The signature over `<timestamp>.<raw body>` and its ±300 s window are checked before
 * anything is read or written (401), the account number names the bank wallet (bank settings), the
 * line is stored raw with its dedupe marker on the bank's reference — a replay finds the marker and
 * gets the first answer, a replay saying something else is recorded on the line — and only then matched: a payment code naming exactly one room becomes
 * that room's rent receipt. A malformed body is refused by the contract (400) and writes nothing.
 */
export const bankWebhook = operation(api.bankWebhook, async ({ body }, { event }) => {
  const secret = env.bankWebhookSecret();
  if (!secret) throw new Unavailable('Webhook ngân hàng chưa được cấu hình khoá ký');
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const check = verifyWebhook(secret, event.headers ?? {}, raw);
  if (!check.ok) throw new Unauthorized(REFUSED[check.reason]);

  const settings = await readBankSettings();
  const wallet = settings.wallets.find((w) => w.account_no === body.accountNumber)?.wallet;
  if (wallet === undefined) {
    const message = `Số tài khoản ${body.accountNumber} chưa được khai báo cho ví ngân hàng nào`;
    throw new BadRequest(message, [{ path: 'accountNumber', message }]);
  }
  const refKey = `ref:${normalReference(body.referenceCode)}`;
  const first = async () => (await existingRefs(wallet, [refKey])).get(refKey);
  const date = body.transactionDate.slice(0, 10);
  const rawText = raw.toString('utf8');
  const known = await first();
  if (known) return replayed(known, body, date, rawText);

  const at = nowIso();
  const line: StoredLine = {
    id: bankLineIdOf(wallet, date, ulid()),
    wallet,
    date,
    direction: body.transferType,
    amount: body.transferAmount,
    content: body.content,
    reference: normalReference(body.referenceCode),
    ...(body.accumulated !== undefined ? { balance: body.accumulated } : {}),
    source: 'webhook',
    status: 'unmatched',
    version: 1,
    created_at: at,
    ref_key: refKey,
    raw: rawText.slice(0, 8000),
  };
  const answer = { success: true as const, id: line.id };
  try {
    await commit(
      [
        ...createBankLine(line),
        auditItem(
          WEBHOOK,
          {
            action: 'create',
            entity: 'bank_transaction',
            entityId: line.id,
            summary: `Webhook ${body.gateway}: ${body.transferType === 'in' ? 'tiền vào' : 'tiền ra'} ${body.transferAmount.toLocaleString('vi-VN')} đ ví ${wallet} (${body.referenceCode})`,
          },
          at,
        ),
      ],
      answer,
    );
  } catch (error) {
    // The same notification sent twice at once: the copy that stored it first answers both.
    const winner = error instanceof Conflict ? await first() : undefined;
    if (winner) return replayed(winner, body, date, rawText);
    throw error;
  }
  try {
    await autoMatch([line], WEBHOOK);
  } catch (error) {
    // Stored is what the bank needs to hear; matching can be done by a person.
    if (!(error instanceof HttpError)) logger.error('Bank webhook line not matched', { error, line: line.id });
  }
  return answer;
});
