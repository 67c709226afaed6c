import { ulid } from 'ulid';
import * as api from '../../shared/api/receipts';
import type { Receipt } from '../../shared/api/receipts';
import { assertDatesOpen } from '../kernel/ledger/edit-lock';
import { postVoucher } from '../kernel/voucher';
import { getRoom } from '../kernel/model/room';
import { assertEditable, getStoredReceipt } from './model/receipt-settle';
import { Conflict, HttpError } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { checkExpected, planNewReceipt, planReceiptEdit } from './model/receipt-vouchers';
import { rowAnswers } from '../platform/http/row-answers';

/** A refusal about row `i`: the same status and code, its field placed under `receipts.<i>.`. */
async function atRow<T>(i: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof HttpError) || e.status >= 500) throw e;
    const field = `receipts.${i}.${e.field ?? 'id'}`;
    const errors = (e.errors ?? [{ path: e.field ?? 'id', message: e.message }]).map((x) => ({ path: `receipts.${i}.${x.path}`, message: x.message }));
    throw new HttpError(e.status, `Phiếu thu dòng ${i + 1}: ${e.message}`, errors, e.code, field);
  }
}

/**
 * Several rent receipts of a building at once (≤ 20): a row without `id` is a new receipt, a row with
 * `id` and `version` an edit of it. Every row is checked before anything is written (its room, the
 * receipt it edits — its kind, building, room, status and version — and the edit lock on its dates);
 * then each row is its own voucher, in order, through the same plans as the single routes. Replay
 * safety across those transactions: see `rowAnswers`.
 */
export const createOrEditReceiptRooms = operation(api.createOrEditReceiptRooms, async ({ body }, ctx) => {
  const { caller } = ctx;
  const expected = (roomId: string) => ({ kind: 'room' as const, building: body.building, room_id: roomId });
  const replay = rowAnswers(ctx, body);
  const done = await Promise.all(body.receipts.map((_, i) => replay?.done<Receipt>(i)));
  // A copy of this request may write a row between our reads and our write (the checks find it
  // stale, or the voucher loses the row's record): the row's answer is then the one that copy stored.
  const orDone = async <T>(i: number, run: () => Promise<T>): Promise<T | Receipt> =>
    run().catch(async (e: unknown) => {
      const winner = e instanceof Conflict ? await replay?.done<Receipt>(i) : undefined;
      if (!winner) throw e;
      return (done[i] = winner);
    });

  await Promise.all(
    body.receipts.map((row, i) =>
      done[i]
        ? undefined
        : atRow(i, () =>
            orDone(i, async () => {
              const old = row.id ? await getStoredReceipt(row.id) : undefined;
              if (old) {
                checkExpected(old, expected(row.room_id));
                assertEditable(old, row.version!);
              }
              await getRoom(body.building, row.room_id);
              await assertDatesOpen({ date: row.date, id: old?.date });
            }),
          ),
    ),
  );

  const receipts: Receipt[] = [];
  for (const [i, row] of body.receipts.entries()) {
    const earlier = done[i];
    if (earlier) {
      receipts.push(earlier);
      continue;
    }
    const plan = row.id
      ? planReceiptEdit(
          row.id,
          { version: row.version!, date: row.date, wallet: row.wallet, amount: row.amount, note: row.note },
          caller,
          expected(row.room_id),
        )
      : planNewReceipt(
          {
            kind: 'room',
            building: body.building,
            room_id: row.room_id,
            ...(row.stay_id ? { stay_id: row.stay_id } : {}),
            date: row.date,
            wallet: row.wallet,
            amount: row.amount,
            note: row.note,
          },
          caller,
          ulid(),
        );
    const answer = await atRow(i, () =>
      orDone(i, () =>
        postVoucher(async () => {
          const v = await plan();
          return replay ? { ...v, records: [...v.records, replay.row(i, v.answer)] } : v;
        }),
      ),
    );
    receipts.push(answer as Receipt);
  }
  const answer = { receipts };
  await replay?.finish(answer);
  return answer;
});
