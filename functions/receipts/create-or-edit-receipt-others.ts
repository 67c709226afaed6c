import { ulid } from 'ulid';
import * as api from '../../shared/api/receipts/others';
import type { ReceiptOther } from '../../shared/api/receipts/others';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { getReceiptOther } from './model/receipt-other';
import { checkReceiptOther, receiptOtherVoucher } from './receipt-other-voucher';
import { rowAnswers } from '../platform/http/row-answers';

/**
 * Several other receipts of one building at once (1..20): a row with `id` edits that receipt (on its
 * version), one without creates one. Every row is checked before the first is written; then each row
 * is its own voucher. Replay safety across those transactions is the rent receipts' batch's own:
 * `rowAnswers` (each row's answer in its own transaction, the whole answer at the end).
 */
export const createOrEditReceiptOthers = operation(api.createOrEditReceiptOthers, async ({ body }, ctx) => {
  const { caller } = ctx;
  const replay = rowAnswers(ctx, body);
  const done = await Promise.all(body.receipts.map((_, i) => replay?.done<ReceiptOther>(i)));
  // A copy of this request may write a row between our reads and our write (the checks find it
  // stale, or the voucher loses the row's record): the row's answer is then the one that copy stored.
  const orDone = async <T>(i: number, run: () => Promise<T>): Promise<T | ReceiptOther> =>
    run().catch(async (e: unknown) => {
      const winner = e instanceof Conflict ? await replay?.done<ReceiptOther>(i) : undefined;
      if (!winner) throw e;
      return (done[i] = winner);
    });

  const rows = body.receipts.map(({ id, version, ...input }, row) => ({ row, id, version, input }));
  const olds = await Promise.all(rows.map((r) => (done[r.row] || !r.id ? undefined : getReceiptOther(r.id, `receipts.${r.row}.id`))));
  await Promise.all(
    rows.map((r, i) => (done[r.row] ? undefined : orDone(r.row, () => checkReceiptOther(body.building, r.input, olds[i], r.version, `receipts.${r.row}.`)))),
  );

  const receipts: ReceiptOther[] = [];
  for (const [i, r] of rows.entries()) {
    const earlier = done[r.row];
    if (earlier) {
      receipts.push(earlier);
      continue;
    }
    const plan = receiptOtherVoucher(caller, body.building, olds[i]?.id ?? ulid(), r.input, olds[i], `receipts.${r.row}.`);
    const answer = await orDone(r.row, () =>
      postVoucher(async () => {
        const v = await plan();
        return replay ? { ...v, records: [...v.records, replay.row(r.row, v.answer)] } : v;
      }),
    );
    receipts.push(answer as ReceiptOther);
  }
  const answer = { receipts };
  await replay?.finish(answer);
  return answer;
});
