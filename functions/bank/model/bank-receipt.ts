import { ulid } from 'ulid';
import type { BankTransaction } from '../../../shared/api/bank';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { voucherDate } from '../../../shared/api/common';
import type { Caller } from '../../platform/claims';
import { BadRequest } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { MAX_TX_ITEMS, type TxItem } from '../../platform/db/transact';
import type { AuditEntry } from '../../platform/audit';
import type { Voucher } from '../../kernel/voucher';
import { rollupIdsOf } from '../../kernel/ledger/posting';
import { newReceiptParts, planNewReceipt } from '../../receipts';
import { receiptCounterKey, takeReceiptNos } from '../../receipts';
import { receiptNo } from '../../receipts';
import { keys } from '../../platform/db/keys';
import { getMany } from '../../platform/db/items';
import { queryAll } from '../../platform/db/records';
import { newAccount, payingStay, toAccount, type StayInfo } from '../../kernel/model/stay-account';
import { assertLineState, bankLineKey, createMatchedLine, getBankLine, linesIn, setLineState, toBankTransaction, type StoredLine } from './bank-line';
import type { RoomRef } from '../rules/bank-line-rules';

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

/** A room a line pays, and the stay it pays when staff chose one (a departed tenant who owes). */
export type PaidRoom = RoomRef & { stay_id?: string };

/**
 * An incoming bank line paid to a room: the room's rent receipt (Dr the line's wallet / Cr 1311 on the
 * room's current stay, or the stay chosen, its oldest open items first, numbered in the room's series)
 * and the line's move to `matched` on the
 * status and version it was read with, in the SAME voucher — so a line is never paid twice nor into
 * two rooms: of two matches at once, one transaction wins and the other is a 409. The plan reads the
 * line afresh each time it is made (a lost race for a bill or the number plans again).
 */
export const planLineReceipt =
  (lineId: string, version: number, room: PaidRoom, caller: Who, o: { auto: boolean; extra?: TxItem[] }) => async (): Promise<Voucher<BankTransaction>> => {
    const line = await getBankLine(lineId);
    assertLineState(line, version, 'unmatched');
    assertVoucherDate(line.date);
    return receiptFor(line, room, caller, o);
  };

async function receiptFor(line: StoredLine, room: PaidRoom, caller: Who, o: { auto: boolean; extra?: TxItem[] }): Promise<Voucher<BankTransaction>> {
  const receiptId = ulid();
  const v = await planNewReceipt(
    {
      kind: 'room',
      building: room.building as BuildingCode,
      room_id: room.room_id,
      ...(room.stay_id ? { stay_id: room.stay_id } : {}),
      date: line.date,
      wallet: line.wallet,
      amount: line.amount,
      note: note(line),
    },
    caller,
    receiptId,
    { bank: true },
  )();
  const receipt = v.answer as { receipt_no: string; stay_id?: string; contract_no?: string };
  const at = nowIso();
  const match = {
    kind: 'receipt_room' as const,
    voucher_type: 'receipt_room',
    voucher_id: receiptId,
    voucher_no: receipt.receipt_no,
    building: room.building,
    room_id: room.room_id,
    stay_id: receipt.stay_id,
    contract_no: receipt.contract_no,
    auto: o.auto,
  };
  const next = { ...line, status: 'matched' as const, match, version: line.version + 1 };
  return {
    ...v,
    records: [...v.records, setLineState(line, { status: 'matched', match }, at, caller.username), ...(o.extra ?? [])],
    audit: { ...v.audit, summary: `${v.audit.summary} (${o.auto ? 'tự khớp' : 'khớp'} giao dịch ngân hàng ví ${line.wallet} ngày ${line.date})` },
    answer: toBankTransaction(next),
  };
}

/** DynamoDB's limit on the items of one transaction, less the kept count's. */
const MAX_ITEMS = MAX_TX_ITEMS;
/** Items of a batch's voucher besides its receipts': the number counter, the edit lock's check, the voucher's log line. */
const FIXED_ITEMS = 3;

type ReceiptParts = ReturnType<typeof newReceiptParts>;

const vnd = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

/**
 * The log line of a batch voucher (one transaction, so one line, as every voucher has): each receipt
 * in its summary — number, room, period, amount, the bank line's date — so a search by a receipt's
 * number finds it, and in `after`, which line became which receipt.
 */
function batchAudit(taken: readonly ReceiptParts[], lines: readonly StoredLine[]): AuditEntry {
  const [first, last] = [taken[0]!, taken[taken.length - 1]!];
  const each = taken.map((p, i) => `${p.audit.summary} ${vnd(p.receipt.amount)} (ngày ${lines[i]!.date})`);
  return {
    ...first.audit,
    ...(taken.length > 1 ? { entityNo: `${first.receipt.receipt_no}…${last.receipt.receipt_no}`, entityName: `${taken.length} phòng` } : {}),
    summary: `Tự khớp ${taken.length} giao dịch ngân hàng ví ${lines[0]!.wallet}: ${each.join('; ')}`,
    after: taken.map((p, i) => ({
      receipt_id: p.receipt.id,
      receipt_no: p.receipt.receipt_no,
      room_id: p.receipt.room_id,
      amount: p.receipt.amount,
      bank_line: lines[i]!.id,
    })),
  };
}

/** A single receipt too big for one transaction (a room with very many open bills): it goes alone, the ordinary way. */
export class BatchTooBig extends Error {}

/**
 * Whose money each room's coded lines are (the stay a payment of the room goes to), found once per
 * import: per building one Query of who stays now (the customers' sparse index names each active stay)
 * and one BatchGet of those stays' accounts for what they say of their stay; a room nobody stays in,
 * or whose stay has no account yet, asks the room itself (payingStay: its accounts, or its timeline).
 * A plan made again after a lost race looks again.
 */
export function stayDirectory() {
  const buildings = new Map<string, Promise<Map<string, StayInfo>>>();
  const rooms = new Map<string, Promise<StayInfo>>();
  const staying = (building: string) => {
    let found = buildings.get(building);
    if (!found) buildings.set(building, (found = activeStays(building)));
    return found;
  };
  return async (building: string, roomId: string, fresh = false): Promise<StayInfo> => {
    const key = `${building}#${roomId}`;
    let info = rooms.get(key);
    if (!info || fresh)
      rooms.set(
        key,
        (info = (fresh ? Promise.resolve(undefined) : staying(building).then((m) => m.get(roomId))).then((known) => known ?? payingStay(building, roomId))),
      );
    return info;
  };
}
export type StayDirectory = ReturnType<typeof stayDirectory>;

/** A building's active stays whose accounts exist, by room: the customers staying now, then their accounts. */
async function activeStays(building: string): Promise<Map<string, StayInfo>> {
  const customers = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.customersStaying(building) },
    ProjectionExpression: 'room_id, stay_id',
  });
  const stays = new Map(customers.map((c) => [String(c.stay_id), String(c.room_id)]));
  const accounts = stays.size ? await getMany([...stays].map(([stay, room]) => keys.stayAccount(building, room, stay))) : [];
  return new Map(
    accounts
      .map(toAccount)
      .filter((a) => a.stay_status === 'active')
      .map((a) => [a.room_id, a]),
  );
}

const keyOf = (k: { PK: string; SK: string }) => `${k.PK}\u0000${k.SK}`;

/**
 * Incoming lines of one building and month, each paying a different room, posted as ONE voucher: a
 * rent receipt per line (numbers taken together from the building's series), every line's move to
 * `matched` on the version it was read with, and the voucher's one log line naming every receipt. The
 * rollups the receipts share are written once, so a statement's coded lines cost a fraction of their
 * items one by one.
 *
 * Everything the plan depends on — the lines, the stays' accounts, the number counter — is ONE
 * strongly consistent BatchGet; the receipts that fit one transaction (the first
 * ones, in statement order) are the voucher, and its answer names their lines, so the caller posts
 * the rest next. Any lost race plans again from fresh reads; a line changed meanwhile fails it (409).
 *
 * `create`: the lines are new, not stored yet (an import's coded lines): each is created already
 * matched, with its dedupe marker, in its receipt's voucher — written once, and a statement cut short
 * leaves no coded line stored without its receipt. A marker already there fails the voucher
 * (409 `duplicate`).
 */
export const planLineReceipts = (
  batch: readonly { line: StoredLine; room: RoomRef }[],
  caller: Who,
  stays: StayDirectory = stayDirectory(),
  o: { create?: boolean } = {},
) => {
  let attempt = 0;
  return async (): Promise<Voucher<string[]>> => {
    const fresh = attempt++ > 0;
    const at = nowIso();
    const building = batch[0]!.room.building as BuildingCode;
    const date = batch[0]!.line.date; // one month: one number series
    const roomIds = batch.map(({ room }) => room.room_id);
    const infos = await Promise.all(roomIds.map((r) => stays(building, r, fresh)));
    const ids = batch.map(({ line }) => line.id);
    const accountKeys = infos.map((i) => keys.stayAccount(building, i.room_id, i.stay_id));
    const counterKey = receiptCounterKey(building, date);
    const lineKeys = o.create ? [] : ids.map(bankLineKey);
    const items = await getMany([...lineKeys, ...accountKeys, counterKey], { consistent: true });
    const read = new Map(items.map((i) => [keyOf(i as { PK: string; SK: string }), i]));
    const lines = o.create ? batch.map(({ line }) => line) : linesIn(ids, items);
    lines.forEach((l, i) => assertLineState(l, batch[i]!.line.version, 'unmatched'));
    const current = Number(read.get(keyOf(counterKey))?.last ?? 0);
    const parts = batch.map(({ room }, i) => {
      const line = lines[i]!;
      const stored = read.get(keyOf(accountKeys[i]!));
      const account = stored ? toAccount(stored) : newAccount(infos[i]!);
      return newReceiptParts(
        {
          kind: 'room',
          building,
          room_id: room.room_id,
          stay_id: account.stay_id,
          date: line.date,
          wallet: line.wallet,
          amount: line.amount,
          note: note(line),
        },
        caller,
        ulid(),
        receiptNo(building, date, current + 1 + i),
        account,
        at,
        { bank: true },
      );
    });
    // Each receipt: its records, its line (new state, or created with its marker), its entry's lines and
    // the rollups not moved by an earlier receipt of the batch; counted once, receipt after receipt.
    const perLine = o.create ? 2 : 1;
    const rollups = new Set<string>();
    let others = FIXED_ITEMS;
    const sizes = parts.map((p) => {
      others += p.records.length + perLine + p.entry.lines.length;
      rollupIdsOf(p.entry).forEach((id) => rollups.add(id));
      return others + rollups.size;
    });
    const n = sizes.filter((size) => size <= MAX_ITEMS).length;
    if (!n) throw new BatchTooBig();
    const taken = parts.slice(0, n);
    const records = [
      takeReceiptNos(building, date, n, current).item,
      ...taken.flatMap((p, i) => {
        const match = {
          kind: 'receipt_room' as const,
          voucher_type: 'receipt_room',
          voucher_id: p.receipt.id,
          voucher_no: p.receipt.receipt_no,
          building,
          room_id: p.receipt.room_id,
          stay_id: p.receipt.stay_id,
          contract_no: p.receipt.contract_no,
          auto: true,
        };
        return [
          ...p.records,
          ...(o.create
            ? createMatchedLine(lines[i]!, match, at, caller.username)
            : [setLineState(lines[i]!, { status: 'matched', match }, at, caller.username)]),
        ];
      }),
    ];
    return {
      caller,
      at,
      lockDates: {
        date: lines
          .slice(0, n)
          .map((l) => l.date)
          .sort()[0],
      },
      lockInTransactionOnly: true,
      records,
      entries: taken.map((p) => p.entry),
      audit: batchAudit(taken, lines),
      answer: ids.slice(0, n),
    };
  };
};
