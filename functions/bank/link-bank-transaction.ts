import * as api from '../../shared/api/bank';
import { addMonths } from '../../shared/dates';
import { auditItem } from '../platform/audit';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { voucherTypeLabel } from '../../shared/catalog/voucher-types';
import { assertLineState, getBankLine, linkMarker, setLineState, toBankTransaction } from './model/bank-line';

/**
 * The voucher's lines on a wallet in the months around a date, from the wallet's book index (one
 * Query per month, filtered on the voucher in DynamoDB): a voucher paid by transfer is dated near it.
 */
async function voucherLinesOnWallet(wallet: number, date: string, voucherType: string, voucherId: string) {
  const month = date.slice(0, 7);
  const pages = await Promise.all(
    [addMonths(month, -1), month, addMonths(month, 1)].map((m) =>
      queryAll({
        IndexName: 'byRoom',
        KeyConditionExpression: 'GSI2PK = :pk',
        FilterExpression: 'voucher_id = :id AND voucher_type = :t',
        ExpressionAttributeValues: { ':pk': keys.walletBook(wallet, m), ':id': voucherId, ':t': voucherType },
      }),
    ),
  );
  return pages.flat();
}

/**
 * POST /api/receipt-cash/link-bank-transaction: pairs an unmatched bank line with a voucher already
 * posted on the line's wallet (a receipt entered by hand, an expense paid by transfer): the journal
 * must show that voucher moving the line's amount on that wallet on the line's side (net of any
 * reversal). Posts nothing; the link marker (conditional create) lets a voucher link one line only.
 */
export const linkBankTransaction = operation(api.linkBankTransaction, async ({ body }, { caller }) => {
  const line = await getBankLine(body.bank_transaction_id, 'bank_transaction_id');
  assertLineState(line, body.version, 'unmatched');
  const lines = await voucherLinesOnWallet(line.wallet, line.date, body.voucher_type, body.voucher_id);
  const net = lines.reduce((s, l) => s + Number(l.debit ?? 0) - Number(l.credit ?? 0), 0);
  const moved = line.direction === 'in' ? net : -net;
  if (!lines.length) {
    const message = `Không thấy chứng từ ${voucherTypeLabel(body.voucher_type)} này trên ví ${line.wallet} quanh ngày ${line.date}`;
    throw new BadRequest(message, [{ path: 'voucher_id', message }]);
  }
  if (moved !== line.amount) {
    const message = `Chứng từ ghi ${line.direction === 'in' ? 'thu vào' : 'chi ra'} ví ${line.wallet} ${moved.toLocaleString('vi-VN')} đ, khác số tiền giao dịch ${line.amount.toLocaleString('vi-VN')} đ`;
    throw new BadRequest(message, [{ path: 'voucher_id', message }]);
  }
  const voucherNo = lines.find((l) => l.voucher_no)?.voucher_no as string | undefined;
  const match = {
    kind: body.voucher_type === 'receipt_cash' ? ('receipt_cash' as const) : ('linked' as const),
    voucher_type: body.voucher_type,
    voucher_id: body.voucher_id,
    ...(voucherNo ? { voucher_no: voucherNo } : {}),
    ...(lines[0]?.building ? { building: String(lines[0].building) } : {}),
    auto: false,
  };
  const at = nowIso();
  const answer = toBankTransaction({ ...line, status: 'matched', match, version: line.version + 1 } as unknown as Record<string, unknown>);
  return commit(
    [
      linkMarker(body.voucher_type, body.voucher_id, line.id, at),
      setLineState(line, { status: 'matched', match }, at, caller.username),
      auditItem(caller, { action: 'update', entity: 'bank_transaction', entityId: line.id, entityNo: voucherNo, summary: `Gắn giao dịch ngân hàng ngày ${line.date} (${line.amount.toLocaleString('vi-VN')} đ) với ${voucherTypeLabel(body.voucher_type)} ${voucherNo ?? body.voucher_id}` }, at),
    ],
    answer,
  );
});
