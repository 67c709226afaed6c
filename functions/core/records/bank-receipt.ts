import { ulid } from 'ulid';
import type { BankTransaction } from '../../../shared/api/bank';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { voucherDate } from '../../../shared/api/common';
import type { Caller } from '../../lib/claims';
import { BadRequest } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { TxItem } from '../../lib/db/transact';
import { auditItem } from '../../lib/audit';
import type { Voucher } from '../voucher';
import { entryItems } from '../ledger/posting';
import { newReceiptParts, planNewReceipt } from './receipt-vouchers';
import { openBillsOfRoom, reserveReceiptNos, roomCredits } from './receipt';
import { assertLineState, getBankLine, getBankLines, setLineState, toBankTransaction, type StoredLine } from './bank-line';
import type { RoomRef } from './bank-line-rules';

type Who = Pick<Caller, 'sub' | 'username'>;

/** A line dated where no voucher may be (before the books, too far ahead) is not booked. */
export function assertVoucherDate(date: string): void {
  const r = voucherDate.safeParse(date);
  if (!r.success) {
    const message = `Giao dịch ngày ${date}: ${r.error.issues[0]?.message ?? 'ngày không hợp lệ'}`;
    throw new BadRequest(message, [{ path: 'date', message }]);
  }
}

/** What the receipt of a bank line says of it. */
const note = (line: StoredLine) => `Chuyển khoản ${line.reference ? `${line.reference}: ` : ''}${line.content}`.slice(0, 500);

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
    assertVoucherDate(line.date);
    return receiptFor(line, room, caller, o);
  };

async function receiptFor(line: StoredLine, room: RoomRef, caller: Who, o: { auto: boolean; extra?: TxItem[] }): Promise<Voucher<BankTransaction>> {
  const receiptId = ulid();
  const v = await planNewReceipt({ kind: 'room', building: room.building as BuildingCode, room_id: room.room_id, date: line.date, wallet: line.wallet, amount: line.amount, note: note(line) }, caller, receiptId)();
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

/** DynamoDB's limit on the items of one transaction. */
const MAX_ITEMS = 100;

/** A batch that would not fit one transaction (rooms with many open bills): its lines go one by one. */
export class BatchTooBig extends Error {}

/**
 * Several incoming lines of one building and month, each paying a different room, posted as ONE
 * voucher: a rent receipt per line (numbers taken together from the building's series), every line's
 * move to `matched` on the version it was read with, one log line per receipt. The rollups the
 * receipts share are written once, so a statement's coded lines cost a fraction of their items one
 * by one. Any lost race plans the whole batch again; a line changed meanwhile fails it (409), and the
 * caller then goes line by line.
 */
export const planLineReceipts =
  (batch: readonly { line: StoredLine; room: RoomRef }[], caller: Who) => async (): Promise<Voucher<string[]>> => {
    const at = nowIso();
    const lines = await getBankLines(batch.map(({ line }) => line.id));
    lines.forEach((l, i) => assertLineState(l, batch[i]!.line.version, 'unmatched'));
    const building = batch[0]!.room.building as BuildingCode;
    const roomIds = batch.map(({ room }) => room.room_id);
    const [bills, credits, numbers] = await Promise.all([
      Promise.all(roomIds.map((r) => openBillsOfRoom(building, r))),
      roomCredits(building, roomIds),
      reserveReceiptNos(building, lines[0]!.date, batch.length),
    ]);
    const parts = batch.map(({ room }, i) => {
      const line = lines[i]!;
      const credit = credits.get(room.room_id) ?? { credit: 0, version: 0 };
      return newReceiptParts({ kind: 'room', building, room_id: room.room_id, date: line.date, wallet: line.wallet, amount: line.amount, note: note(line) }, caller, ulid(), numbers.receipt_nos[i]!, bills[i]!, credit, at);
    });
    const records = [
      numbers.item,
      ...parts.flatMap((p, i) => {
        const line = lines[i]!;
        const match = { kind: 'receipt_room' as const, voucher_type: 'receipt_room', voucher_id: p.receipt.id, voucher_no: p.receipt.receipt_no, building, room_id: p.receipt.room_id, auto: true };
        return [...p.records, setLineState(line, { status: 'matched', match }, at, caller.username)];
      }),
      ...parts.slice(1).map((p) => auditItem(caller, { ...p.audit, summary: `${p.audit.summary} (tự khớp giao dịch ngân hàng)` }, at)),
    ];
    // + the edit lock's check and the voucher's own log line
    if (records.length + entryItems(...parts.map((p) => p.entry)).length + 2 > MAX_ITEMS) throw new BatchTooBig();
    return {
      caller,
      at,
      lockDates: { date: lines.map((l) => l.date).sort()[0] },
      records,
      entries: parts.map((p) => p.entry),
      audit: { ...parts[0]!.audit, summary: `${parts[0]!.audit.summary} (tự khớp giao dịch ngân hàng)` },
      answer: lines.map((l) => l.id),
    };
  };
