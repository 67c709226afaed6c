import { ulid } from 'ulid';
import * as api from '../../shared/api/receipt-others';
import type { ReceiptOther } from '../../shared/api/receipt-others';
import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { TABLE } from '../lib/db/table';
import { createItem, type TxItem } from '../lib/db/transact';
import { Conflict } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { bodyHash, idempotencyKeyOf, markStored } from '../lib/http/idempotency';
import { postVoucher } from '../core/voucher';
import { getReceiptOther, receiptOtherOut } from '../core/records/receipt-other';
import { checkReceiptOther, receiptOtherVoucher } from './receipt-other-voucher';

const DAY_SECONDS = 24 * 3600;

/** The rows an earlier call with this Idempotency-Key wrote (row → receipt id); another body under the key: 409. */
async function rowsWritten(request: string, hash: string): Promise<Map<number, string>> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.receiptOtherRows(request) }, ConsistentRead: true });
  const live = items.filter((i) => Number(i[TABLE.ttlAttribute] ?? 0) * 1000 >= Date.now());
  if (live.some((i) => i.hash !== hash)) throw new Conflict('Idempotency-Key này đã được dùng cho một yêu cầu khác', undefined, 'idempotency_mismatch');
  return new Map(live.map((i) => [Number(i.SK), String(i.receipt_id)]));
}

/** The marker a row's own transaction leaves, so a retry of the batch skips the row. */
const rowMarker = (request: string, hash: string, row: number, receiptId: string): TxItem => ({
  ...createItem(
    { ...keys.receiptOtherRow(request, row), entity: 'receipt_other_row', receipt_id: receiptId, hash, [TABLE.ttlAttribute]: Math.floor(Date.now() / 1000) + DAY_SECONDS },
    'Yêu cầu này đã được xử lý',
  ),
  code: 'duplicate',
});

/**
 * Several other receipts of one building at once (1..20): a row with `id` edits that receipt (on its
 * version), one without creates one. Every row is checked before the first is written; then each row
 * is its own voucher. Under an Idempotency-Key each row's transaction also leaves a marker, so a retry
 * (after a crash halfway, or of the whole call) writes only the rows not written yet and answers all.
 */
export const createOrEditReceiptOthers = operation(api.createOrEditReceiptOthers, async ({ body }, { caller, event }) => {
  const key = event.headers?.['idempotency-key'];
  const request = key ? idempotencyKeyOf(event.routeKey, caller.sub, key).SK : undefined;
  const hash = bodyHash(body);
  // The answer is rebuilt from the records on a retry, so no single row's transaction stores it.
  markStored();
  const written = async () => (request ? rowsWritten(request, hash) : new Map<number, string>());
  const stored = async (id: string) => receiptOtherOut(await getReceiptOther(id));

  const run = async () => {
    const done = await written();
    const rows = body.receipts.map((r, row) => ({ row, written: done.get(row), input: (({ id: _i, version: _v, ...rest }) => rest)(r), id: r.id, version: r.version }));
    const olds = await Promise.all(rows.map((r) => (r.written || !r.id ? undefined : getReceiptOther(r.id, `receipts.${r.row}.id`))));
    await Promise.all(rows.map((r, i) => (r.written ? undefined : checkReceiptOther(body.building, r.input, olds[i], r.version, `receipts.${r.row}.`))));

    const out: ReceiptOther[] = [];
    for (const [i, r] of rows.entries()) {
      if (r.written) {
        out.push(await stored(r.written));
        continue;
      }
      const id = olds[i]?.id ?? ulid();
      const marker = request ? [rowMarker(request, hash, r.row, id)] : [];
      const saved = await postVoucher(receiptOtherVoucher(caller, body.building, id, r.input, olds[i], marker, `receipts.${r.row}.`)).catch(async (e: unknown) => {
        // A copy of this very request wrote the row meanwhile: take its receipt.
        const twin = request && e instanceof Conflict && e.code === 'duplicate' ? (await written()).get(r.row) : undefined;
        if (!twin) throw e;
        return stored(twin);
      });
      out.push(saved as ReceiptOther);
    }
    return { receipts: out };
  };

  try {
    return await run();
  } catch (e) {
    // A copy of this request that ran at the same time may have written every row (its edits then
    // look stale to this one): the call is done, answer it.
    if (!(request && e instanceof Conflict && e.code !== 'idempotency_mismatch')) throw e;
    const done = await written();
    if (done.size < body.receipts.length) throw e;
    return { receipts: await Promise.all(body.receipts.map((_, row) => stored(done.get(row)!))) };
  }
});
