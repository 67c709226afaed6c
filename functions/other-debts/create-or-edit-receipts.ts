import { ulid } from 'ulid';
import * as api from '../../shared/api/other-debts';
import type { OtherDebtBook, OtherDebtReceipt, OtherDebtRow } from '../../shared/api/other-debts';
import type { Endpoint } from '../../shared/api/endpoint';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { rowAnswers } from '../platform/http/row-answers';
import { getOtherDebtReceipt } from './model/other-debt';
import { assertBatchCashFloor, checkOtherDebtRow, otherDebtVoucher } from './other-debt-voucher';
import { readPartnerSettings } from './partner-settings';

/**
 * A batch of one book's receipts and payments (1..20 rows, each its own voucher): a row with `id`
 * edits that receipt on its version (reversal + new entry), one without creates one. Every row is
 * checked before the first is written. Replay safety across the rows' transactions is the other
 * receipts' own: `rowAnswers` (each row's answer in its own transaction, the whole answer at the end).
 */
const createOrEdit = (endpoint: Endpoint, book: OtherDebtBook) =>
  operation(endpoint, async ({ body }, ctx) => {
    const rows = (body as { receipts: OtherDebtRow[] }).receipts;
    const replay = rowAnswers(ctx, body);
    const done = await Promise.all(rows.map((_, i) => replay?.done<OtherDebtReceipt>(i)));
    // A copy of this request may write a row between our reads and our write: that row's answer is
    // then the one the copy stored.
    const orDone = async <T>(i: number, run: () => Promise<T>): Promise<T | OtherDebtReceipt> =>
      run().catch(async (e: unknown) => {
        const winner = e instanceof Conflict ? await replay?.done<OtherDebtReceipt>(i) : undefined;
        if (!winner) throw e;
        return (done[i] = winner);
      });

    const [olds, partner] = await Promise.all([
      Promise.all(rows.map((r, i) => (done[i] || !r.id ? undefined : getOtherDebtReceipt(book, r.id, `receipts.${i}.id`)))),
      book === 'partner' ? readPartnerSettings() : undefined,
    ]);
    const checked = rows.map((r, i) => (done[i] ? undefined : orDone(i, async () => checkOtherDebtRow(r, olds[i], `receipts.${i}.`))));
    await Promise.all(checked);
    const partnerName = partner?.name ?? api.DEFAULT_PARTNER_NAME;
    const todo = rows.map((_, i) => i).filter((i) => !done[i]);
    await assertBatchCashFloor(
      book,
      todo.map((i) => rows[i]!),
      todo.map((i) => olds[i]),
      partnerName,
    );

    const receipts: OtherDebtReceipt[] = [];
    for (const [i, r] of rows.entries()) {
      const earlier = done[i];
      if (earlier) {
        receipts.push(earlier);
        continue;
      }
      const plan = otherDebtVoucher(ctx.caller, book, olds[i]?.id ?? ulid(), r, olds[i], partnerName, `receipts.${i}.`);
      const answer = await orDone(i, () =>
        postVoucher(async () => {
          const v = await plan();
          return replay ? { ...v, records: [...v.records, replay.row(i, v.answer)] } : v;
        }),
      );
      receipts.push(answer as OtherDebtReceipt);
    }
    const answer = { receipts };
    await replay?.finish(answer);
    return answer;
  });

export const createOrEditReceiptGam = createOrEdit(api.createOrEditReceiptGam, 'gam');
export const createOrEditPartnerReceipt = createOrEdit(api.createOrEditPartnerReceipt, 'partner');
export const createOrEditReceiptLoan = createOrEdit(api.createOrEditReceiptLoan, 'loan');
export const createOrEditReceiptEarning = createOrEdit(api.createOrEditReceiptEarning, 'earning');
