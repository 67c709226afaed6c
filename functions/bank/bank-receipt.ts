import { ulid } from 'ulid';
import type { BankTransaction } from '../../shared/api/bank';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { Caller } from '../lib/claims';
import { nowIso } from '../lib/time';
import type { TxItem } from '../lib/db/transact';
import type { Voucher } from '../core/voucher';
import { planNewReceipt } from '../core/records/receipt-vouchers';
import { assertLineState, getBankLine, setLineState, toBankTransaction, type StoredLine } from '../core/records/bank-line';
import type { RoomRef } from '../core/records/bank-line-rules';

type Who = Pick<Caller, 'sub' | 'username'>;

/**
 * An incoming bank line paid to a room: the room's rent receipt (Dr the line's wallet / Cr 1311 on the
 * room, oldest bills first, numbered in the room's series) and the line's move to `matched` on the
 * status and version it was read with, in the SAME voucher — so a line is never paid twice nor into
 * two rooms: of two matches at once, one transaction wins and the other is a 409. The plan reads the
 * line afresh each time it is made (a lost race for a bill or the number plans again).
 */
export const planLineReceipt =
  (lineId: string, version: number, room: RoomRef, caller: Who, o: { auto: boolean; extra?: TxItem[] }) => async (): Promise<Voucher<BankTransaction>> => {
    const line = await getBankLine(lineId);
    assertLineState(line, version, 'unmatched');
    return receiptFor(line, room, caller, o);
  };

async function receiptFor(line: StoredLine, room: RoomRef, caller: Who, o: { auto: boolean; extra?: TxItem[] }): Promise<Voucher<BankTransaction>> {
  const receiptId = ulid();
  const note = `Chuyển khoản ${line.reference ? `${line.reference}: ` : ''}${line.content}`.slice(0, 500);
  const v = await planNewReceipt({ kind: 'room', building: room.building as BuildingCode, room_id: room.room_id, date: line.date, wallet: line.wallet, amount: line.amount, note }, caller, receiptId)();
  const receipt = v.answer as { receipt_no: string };
  const at = nowIso();
  const match = { kind: 'receipt_room' as const, voucher_type: 'receipt_room', voucher_id: receiptId, voucher_no: receipt.receipt_no, building: room.building, room_id: room.room_id, auto: o.auto };
  const next = { ...line, status: 'matched' as const, match, version: line.version + 1 };
  return {
    ...v,
    records: [...v.records, setLineState(line, { status: 'matched', match }, at, caller.username), ...(o.extra ?? [])],
    audit: { ...v.audit, summary: `${v.audit.summary} (${o.auto ? 'tự khớp' : 'khớp'} giao dịch ngân hàng ví ${line.wallet} ngày ${line.date})` },
    answer: toBankTransaction(next),
  };
}
