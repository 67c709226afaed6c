import * as api from '../../shared/api/bank';
import { auditItem } from '../platform/audit';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { voucherLinesOnWallet } from '../kernel/ledger/wallet-book';
import { voucherTypeLabel } from '../../shared/catalog/voucher-types';
import { assertLineState, getBankLine, linkMarker, setLineState, toBankTransaction } from './model/bank-line';

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
  const net = lines.reduce((s, l) => s + l.debit - l.credit, 0);
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
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'bank_transaction',
          entityId: line.id,
          entityNo: voucherNo,
          summary: `Gắn giao dịch ngân hàng ngày ${line.date} (${line.amount.toLocaleString('vi-VN')} đ) với ${voucherTypeLabel(body.voucher_type)} ${voucherNo ?? body.voucher_id}`,
        },
        at,
      ),
    ],
    answer,
  );
});
