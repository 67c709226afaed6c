import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { walletName } from '../../shared/catalog/wallets';
import type { BankTransaction } from '../../shared/api/bank';
import type { Caller } from '../platform/claims';
import { BadRequest, Conflict } from '../platform/errors';
import { nowIso } from '../platform/time';
import { daysBetween } from '../../shared/dates';
import { buildEntry, reversalOf } from '../kernel/ledger/entry';
import type { Voucher } from '../kernel/voucher';
import { readBankSettings } from './model/bank-settings';
import { assertLineState, getBankLine, setLineState, toBankTransaction, type StoredLine } from './model/bank-line';
import { assertVoucherDate } from './model/bank-receipt';
import { getTransfer, newTransferItem, transferReversedItem, type TransferAnswer } from './model/bank-transfer';

type Who = Pick<Caller, 'sub' | 'username'>;

/** How far apart the two halves of one transfer may be dated (a transfer over a long holiday). */
const MAX_DAYS_APART = 7;

/**
 * The bank wallets belong to no building, but a journal line names one: the building that collects
 * into the receiving wallet (bank settings), else the first building. Both lines name the same one,
 * so no building's balance moves.
 */
async function transferBuilding(toWallet: number): Promise<BuildingCode> {
  const settings = await readBankSettings();
  const collecting = BUILDING_CODES.find((b) => settings.collect[b] === toWallet);
  return collecting ?? BUILDING_CODES[0];
}

function assertPair(out: StoredLine, inn: StoredLine): void {
  const refuse = (field: string, message: string) => new BadRequest(message, [{ path: field, message }]);
  if (out.direction !== 'out') throw refuse('out_id', 'Dòng chuyển đi phải là dòng tiền ra');
  if (inn.direction !== 'in') throw refuse('in_id', 'Dòng nhận phải là dòng tiền vào');
  if (out.wallet === inn.wallet) throw refuse('in_id', 'Hai dòng phải ở hai ví ngân hàng khác nhau');
  if (out.amount !== inn.amount) throw refuse('in_id', 'Hai dòng phải cùng số tiền');
  if (Math.abs(daysBetween(out.date, inn.date)) > MAX_DAYS_APART) throw refuse('in_id', `Hai dòng cách nhau quá ${MAX_DAYS_APART} ngày`);
}

/**
 * A bank internal transfer from an outgoing line of one bank wallet and an incoming line of another:
 * Dr the receiving wallet / Cr the sending wallet, dated the day the money left, with both lines
 * moved to `matched` on the versions the caller saw and the transfer record (kept with its entry, to
 * reverse it on unmatch), in ONE voucher.
 */
export const planInternalTransfer =
  (id: string, body: { out_id: string; out_version: number; in_id: string; in_version: number; note?: string }, caller: Who) =>
  async (): Promise<Voucher<TransferAnswer>> => {
    const [out, inn] = await Promise.all([getBankLine(body.out_id, 'out_id'), getBankLine(body.in_id, 'in_id')]);
    assertLineState(out, body.out_version, 'unmatched', 'out_version');
    assertLineState(inn, body.in_version, 'unmatched', 'in_version');
    assertPair(out, inn);
    assertVoucherDate(out.date);
    const at = nowIso();
    const building = await transferBuilding(inn.wallet);
    const description = `Chuyển khoản nội bộ ${walletName(out.wallet)} → ${walletName(inn.wallet)}${body.note ? `: ${body.note}` : ''}`;
    const entry = buildEntry(
      {
        date: out.date,
        building,
        voucher_type: 'bank_internal_transfer',
        voucher_id: id,
        description,
        lines: [
          { wallet: inn.wallet, debit: out.amount },
          { wallet: out.wallet, credit: out.amount },
        ],
      },
      at,
    );
    const answer: TransferAnswer = { id, date: out.date, from_wallet: out.wallet, to_wallet: inn.wallet, amount: out.amount, out_id: out.id, in_id: inn.id };
    const match = { kind: 'internal_transfer' as const, voucher_type: 'bank_internal_transfer', voucher_id: id, auto: false };
    return {
      caller,
      at,
      lockDates: { date: out.date },
      records: [
        newTransferItem(answer, body.note, entry, at, caller.username),
        setLineState(out, { status: 'matched', match }, at, caller.username),
        setLineState(inn, { status: 'matched', match }, at, caller.username),
      ],
      entries: [entry],
      audit: { action: 'create', entity: 'bank_transfer', entityId: id, summary: `${description}: ${out.amount.toLocaleString('vi-VN')} đ` },
      answer,
    };
  };

/**
 * Unmatching either half of a transfer: its entry reversed on its own date, the transfer marked
 * reversed (on status active), and both lines back to `unmatched` — this one on the version the
 * caller saw, the other on the version read.
 */
export const planTransferReversal = (line: StoredLine, version: number, caller: Who) => async (): Promise<Voucher<BankTransaction>> => {
  const fresh = await getBankLine(line.id);
  assertLineState(fresh, version, 'matched');
  const id = fresh.match!.voucher_id;
  const transfer = await getTransfer(id);
  if (!transfer || transfer.status !== 'active') throw new Conflict('Chuyển khoản nội bộ này đã được bỏ', 'version', 'state');
  const otherId = transfer.out_id === fresh.id ? transfer.in_id : transfer.out_id;
  const other = await getBankLine(otherId);
  const at = nowIso();
  const what = `Bỏ chuyển khoản nội bộ ${walletName(transfer.from_wallet)} → ${walletName(transfer.to_wallet)}`;
  const next = { ...fresh, status: 'unmatched' as const, match: undefined, version: fresh.version + 1 };
  return {
    caller,
    at,
    lockDates: { id: transfer.date },
    records: [
      transferReversedItem(id, at, caller.username),
      setLineState(fresh, { status: 'unmatched', match: null }, at, caller.username),
      ...(other.status === 'matched' && other.match?.voucher_id === id ? [setLineState(other, { status: 'unmatched', match: null }, at, caller.username)] : []),
    ],
    entries: [reversalOf(transfer.entry, transfer.date, what, at)],
    audit: { action: 'delete', entity: 'bank_transfer', entityId: id, summary: what },
    answer: toBankTransaction(next),
  };
};
