import { ulid } from 'ulid';
import * as api from '../../shared/api/expenses';
import type { Disbursement } from '../../shared/api/expenses';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { rowAnswers } from '../platform/http/row-answers';
import { getSlip } from './model/money-slip';
import { DISBURSEMENTS } from './model/expense-slips';
import { readPayees } from './model/payee-settings';
import { assertBatchCashFloor, checkDisbursement, disbursementVoucher } from './disbursement-voucher';
import { slipsOfReferences } from './model/disbursement-ref';

/**
 * Several expense slips of one building at once (the /phieu-chi screen's edits, the Chợ Tốt proposals
 * picked): a row with `id` edits that slip (on its version: reversal + new entry), one without creates
 * one. Every row is checked before the first is written (the rows together must not overdraw a cash
 * box either); then each row is its own voucher, and replay
 * safety across those transactions is `rowAnswers` (each row's answer in its own transaction, the
 * whole answer at the end), as the other receipts' batch does.
 */
export const createOrEditDisbursements = operation(api.createOrEditDisbursements, async ({ body }, ctx) => {
  const { caller } = ctx;
  const replay = rowAnswers(ctx, body);
  const done = await Promise.all(body.disbursements.map((_, i) => replay?.done<Disbursement>(i)));
  // A copy of this request may write a row between our reads and our write (the checks find it
  // stale, or the voucher loses the row's record): the row's answer is then the one that copy stored.
  const orDone = async <T>(i: number, run: () => Promise<T>): Promise<T | Disbursement> =>
    run().catch(async (e: unknown) => {
      const winner = e instanceof Conflict ? await replay?.done<Disbursement>(i) : undefined;
      if (!winner) throw e;
      return (done[i] = winner);
    });

  const rows = body.disbursements.map(({ id, version, ...input }, row) => ({ row, id, version, input }));
  const fresh = rows.filter((r) => !done[r.row] && !r.id && r.input.reference).map((r) => r.input.reference!);
  const [payees, entered] = await Promise.all([readPayees(), slipsOfReferences(fresh)]);
  const olds = await Promise.all(rows.map((r) => (done[r.row] || !r.id ? undefined : getSlip<Disbursement>(DISBURSEMENTS, r.id, `disbursements.${r.row}.id`))));
  const names = await Promise.all(
    rows.map((r, i) =>
      done[r.row]
        ? undefined
        : orDone(r.row, async () => checkDisbursement(body.building, r.input, payees, olds[i], r.version, `disbursements.${r.row}.`, entered)),
    ),
  );

  const todo = rows.map((r, i) => ({ ...r, i })).filter((r) => !done[r.row]);
  await assertBatchCashFloor(
    body.building,
    todo.map((r) => ({ input: r.input, old: olds[r.i] })),
  );

  const disbursements: Disbursement[] = [];
  for (const [i, r] of rows.entries()) {
    const earlier = done[r.row];
    if (earlier) {
      disbursements.push(earlier);
      continue;
    }
    const input = { ...r.input, payee: typeof names[i] === 'string' ? names[i] : r.input.payee };
    const plan = disbursementVoucher(caller, body.building, olds[i]?.id ?? ulid(), input, olds[i], `disbursements.${r.row}.`);
    const answer = await orDone(r.row, () =>
      postVoucher(async () => {
        const v = await plan();
        return replay ? { ...v, records: [...v.records, replay.row(r.row, v.answer)] } : v;
      }),
    );
    disbursements.push(answer as Disbursement);
  }
  const answer = { disbursements };
  await replay?.finish(answer);
  return answer;
});
