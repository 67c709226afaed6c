import * as api from '../../shared/api/bank';
import type { BankTransaction } from '../../shared/api/bank';
import { dayText } from '../../shared/dates';
import type { Caller } from '../platform/claims';
import type { TxItem } from '../platform/db/transact';
import { auditItem } from '../platform/audit';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { postVoucher } from '../kernel/voucher';
import { getRoom, roomLabel } from '../kernel/model/room';
import { planReceiptRemoval } from '../receipts';
import { getStoredReceipt } from '../receipts';
import { payerKey } from './rules/bank-line-rules';
import { assertLineState, getBankLine, rememberPayer, setLineState, toBankTransaction, unlinkMarker, type StoredLine } from './model/bank-line';
import { planLineReceipt } from './model/bank-receipt';
import { planTransferReversal } from './internal-transfer-voucher';

type Who = Pick<Caller, 'sub' | 'username'>;

const UNMATCH_REASON = 'Bỏ khớp giao dịch ngân hàng';

/** A change that moves no money: the line's new state and its log line, one transaction. */
async function changeState(
  line: StoredLine,
  next: { status: StoredLine['status']; match?: null; note?: string; conflictChecked?: true },
  caller: Who,
  summary: string,
  extra: TxItem[] = [],
) {
  const at = nowIso();
  const { conflictChecked, ...shown } = next;
  const answer = toBankTransaction({
    ...line,
    ...shown,
    match: next.match === null ? undefined : line.match,
    ...(conflictChecked ? { conflict_open: undefined } : {}),
    version: line.version + 1,
  } as unknown as Record<string, unknown>);
  return commit(
    [
      ...extra,
      setLineState(line, next, at, caller.username),
      auditItem(caller, { action: 'update', entity: 'bank_transaction', entityId: line.id, summary }, at),
    ],
    answer,
  );
}

/** Unmatching reverses what the match posted: the rent receipt removed, the transfer reversed; a link is just undone. */
async function unmatch(line: StoredLine, version: number, caller: Who): Promise<BankTransaction> {
  if (line.status === 'ignored') {
    assertLineState(line, version, 'ignored');
    return changeState(
      line,
      { status: 'unmatched' },
      caller,
      `Đưa lại giao dịch ngân hàng ngày ${line.date} vào danh sách chờ khớp`,
    ) as Promise<BankTransaction>;
  }
  assertLineState(line, version, 'matched');
  const match = line.match!;
  if (match.kind === 'internal_transfer') return postVoucher(planTransferReversal(line, version, caller)) as Promise<BankTransaction>;
  if (match.kind === 'receipt_room') {
    const receipt = await getStoredReceipt(match.voucher_id);
    // Removed meanwhile on the receipts screen: nothing left to reverse, the line is only let go.
    if (receipt.status !== 'removed')
      return postVoucher(async () => {
        const fresh = await getBankLine(line.id);
        assertLineState(fresh, version, 'matched');
        const current = await getStoredReceipt(match.voucher_id);
        const v = await planReceiptRemoval(current.id, current.version, UNMATCH_REASON, caller)();
        const at = nowIso();
        return {
          ...v,
          records: [...v.records, setLineState(fresh, { status: 'unmatched', match: null }, at, caller.username)],
          answer: toBankTransaction({ ...fresh, status: 'unmatched', match: undefined, version: fresh.version + 1 } as unknown as Record<string, unknown>),
        };
      }) as Promise<BankTransaction>;
  }
  const links = match.kind === 'receipt_room' ? [] : [unlinkMarker(match.voucher_type, match.voucher_id, line.id)];
  return changeState(
    line,
    { status: 'unmatched', match: null },
    caller,
    `Bỏ gắn giao dịch ngân hàng ngày ${line.date} với chứng từ ${match.voucher_no ?? match.voucher_id}`,
    links,
  ) as Promise<BankTransaction>;
}

/**
 * PUT /api/bank-transactions/{id}: `match` an incoming line to a room (its rent receipt, posted with
 * the line's move to matched in one voucher; the payer is remembered for that room), `unmatch`
 * (reverses what the match posted), `ignore` (not a payment of ours to book), `note`,
 * `dismiss_conflict` (a person checked the bank's conflicting replays: the line leaves the queue, its
 * money as it was, the conflicts kept). Each on the
 * version the caller saw: a second match of a line, or two at once, is a 409.
 */
export const updateBankTransaction = operation(api.updateBankTransaction, async ({ params, body }, { caller }) => {
  const b = body;
  const line = await getBankLine(params.id);
  switch (b.action) {
    case 'match': {
      assertLineState(line, b.version, 'unmatched');
      if (line.direction !== 'in')
        throw new BadRequest('Chỉ dòng tiền vào mới khớp được với phòng', [{ path: 'action', message: 'Dòng tiền ra không phải tiền phòng' }]);
      const room = await getRoom(b.building!, b.room_id!); // the contract requires both for a match
      const payer = payerKey(line);
      const remember = payer ? [rememberPayer(line.wallet, payer, room)] : [];
      return postVoucher(
        planLineReceipt(line.id, b.version, { ...room, ...(b.stay_id ? { stay_id: b.stay_id } : {}) }, caller, { auto: false, extra: remember }),
      );
    }
    case 'unmatch':
      return unmatch(line, b.version, caller);
    case 'ignore':
      assertLineState(line, b.version, 'unmatched');
      return changeState(line, { status: 'ignored' }, caller, `Bỏ qua giao dịch ngân hàng ngày ${line.date}: ${line.content.slice(0, 100)}`);
    case 'note':
      assertLineState(line, b.version, ['unmatched', 'matched', 'ignored']);
      return changeState(
        line,
        { status: line.status, note: b.note ?? '' },
        caller,
        `Ghi chú giao dịch ngân hàng ngày ${line.date}${line.match?.room_id ? ` (${roomLabel(line.match.building!, line.match.room_id)})` : ''}`,
      );
    case 'dismiss_conflict':
      assertLineState(line, b.version, ['unmatched', 'matched', 'ignored']);
      if (!line.conflict_open) throw new Conflict('Giao dịch ngân hàng không có cảnh báo nào chờ đối chiếu', 'action', 'state');
      return changeState(
        line,
        { status: line.status, conflictChecked: true },
        caller,
        `Đã đối chiếu ${line.conflicts?.length ?? 0} thông báo ngân hàng gửi lại khác của giao dịch ngày ${dayText(line.date)} (${line.reference ?? line.id}); giữ số tiền ${line.amount.toLocaleString('vi-VN')} đ`,
      );
  }
});
