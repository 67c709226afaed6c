import type { Receipt } from '../../../shared/api/receipts';
import { walletFitsBuilding, WALLET_BUILDING_MESSAGE } from '../../../shared/api/deposits';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import type { Caller } from '../../platform/claims';
import type { AuditEntry } from '../../platform/audit';
import { BadRequest } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { buildEntry, reversalOf, type Entry } from '../../kernel/ledger/entry';
import type { Voucher } from '../../kernel/voucher';
import { roomLabel } from '../../kernel/model/room';
import { allocationsOf, createReceipt, reserveReceiptNo } from './receipt';
import { assertEditable, getStoredReceipt, replaceReceipt } from './receipt-settle';
import { accountWrites, getAccount, payingStay, stayLine, type Account } from '../../kernel/model/stay-account';
import { addPayment, figures, paymentRefOf, removePayment, type Allocation, type PaymentRef } from '../../kernel/ledger/stay-account-rules';

/**
 * The plans of a room's receipt (rent receipt or collected receipt), shared by every route that
 * writes one (single, batch, collected): create, edit and remove, each ONE voucher for postVoucher.
 * The money is one stay's (the room's current tenant unless the caller names a departed one): it
 * pays that stay's open items oldest first, what is left is this receipt's credit on that stay. A
 * plan loads fresh on every call, so a voucher that lost a race for the stay's account or a number
 * (code `numbering`) is planned again, and one that lost its receipt's version is a 409.
 */

type Who = Pick<Caller, 'sub' | 'username'>;
type Kind = Receipt['kind'];

export interface NewReceipt {
  kind: Kind;
  building: BuildingCode;
  room_id: string;
  /** The stay the money is for; the room's current one when absent. */
  stay_id?: string;
  date: string;
  wallet: number;
  amount: number;
  note?: string;
  collector?: string;
}

export interface ReceiptCorrection {
  version: number;
  date: string;
  wallet: number;
  amount: number;
  note?: string;
  collector?: string;
}

const VOUCHER_TYPE: Record<Kind, 'receipt_room' | 'receipt_collected'> = { room: 'receipt_room', collected: 'receipt_collected' };
const period = (allocations: readonly Allocation[]) =>
  allocations.length ? ` tháng ${allocations.map((a) => `${a.month.slice(5)}/${a.month.slice(0, 4)}`).join(', ')}` : '';
const title = (kind: Kind) => (kind === 'collected' ? 'Thu hộ tiền phòng' : 'Thu tiền phòng');
const byCollector = (collector?: string) => (collector ? ` (người thu: ${collector})` : '');

/** Dr wallet / Cr 1311 on the stay, under the receipt's number. */
function receiptEntry(
  r: Pick<Receipt, 'id' | 'receipt_no' | 'kind' | 'building' | 'date' | 'wallet' | 'amount'>,
  account: Account,
  description: string,
  at: string,
): Entry {
  return buildEntry(
    {
      date: r.date,
      building: r.building as BuildingCode,
      voucher_type: VOUCHER_TYPE[r.kind],
      voucher_id: r.id,
      voucher_no: r.receipt_no,
      description,
      lines: [
        { wallet: r.wallet, debit: r.amount },
        { ...stayLine(account), credit: r.amount },
      ],
    },
    at,
  );
}

const paymentKind = (kind: Kind, bank?: boolean): PaymentRef['kind'] => (bank ? 'bank' : kind === 'collected' ? 'collected' : 'receipt');
const tenantOf = (a: Account) => ({ stay_id: a.stay_id, contract_no: a.contract_no, ...(a.customer_name ? { customer_name: a.customer_name } : {}) });
const whose = (a: Account) => (a.stay_status === 'active' ? '' : ` (khách đã trả phòng: ${a.customer_name || 'HĐ'} ${a.contract_no})`);

/**
 * A new receipt once its stay's account is read and its number known (pure): the receipt, its
 * entry, its records (the receipt, the stay's account and the monthly bills it pays) and its log
 * line. A batch of receipts in one transaction is made of these, each of a different stay.
 */
export function newReceiptParts(input: NewReceipt, caller: Who, id: string, receiptNo: string, account: Account, at: string, o: { bank?: boolean } = {}) {
  const { building, room_id: roomId } = input;
  const plan = addPayment(account.state, { id, no: receiptNo, kind: paymentKind(input.kind, o.bank), date: input.date }, input.amount);
  const what = `${title(input.kind)} ${receiptNo} Phòng ${roomLabel(building, roomId)}${period(plan.allocations)}${whose(account)}${byCollector(input.collector)}`;
  const receipt: Receipt = {
    id,
    receipt_no: receiptNo,
    kind: input.kind,
    ...(input.collector ? { collector: input.collector } : {}),
    building,
    room_id: roomId,
    date: input.date,
    wallet: input.wallet,
    amount: input.amount,
    ...(input.note ? { note: input.note } : {}),
    ...tenantOf(account),
    allocations: allocationsOf(plan.allocations),
    left_credit: plan.left_credit,
    stay_credit: figures(plan.state).credit,
    version: 1,
    status: 'active',
    created_at: at,
    created_by: caller.username,
  };
  const entry = receiptEntry(receipt, account, what, at);
  return {
    receipt,
    entry,
    records: [createReceipt(receipt, entry), ...accountWrites(account, plan.state, at)],
    audit: {
      action: VOUCHER_TYPE[input.kind],
      entity: 'receipt',
      entityId: id,
      entityNo: receiptNo,
      entityName: roomLabel(building, roomId),
      building,
      summary: what,
    } satisfies AuditEntry,
  };
}

/** A new receipt: numbered in its series inside the transaction, paying its stay's open items oldest first. */
export const planNewReceipt =
  (input: NewReceipt, caller: Who, id: string, o: { bank?: boolean } = {}) =>
  async (): Promise<Voucher<Receipt>> => {
    const at = nowIso();
    const [account, number] = await Promise.all([
      payingStay(input.building, input.room_id, input.stay_id),
      reserveReceiptNo(input.building, input.date, input.kind),
    ]);
    const parts = newReceiptParts(input, caller, id, number.receipt_no, account, at, o);
    return {
      caller,
      at,
      lockDates: { date: input.date },
      records: [...parts.records, number.item],
      entries: [parts.entry],
      audit: parts.audit,
      answer: parts.receipt,
    };
  };

/** The account of the stay a stored receipt paid (it exists: the receipt wrote it). */
async function accountOfReceipt(r: Receipt): Promise<Account> {
  const a = await getAccount(r.building, r.room_id, r.stay_id!);
  if (!a) throw new Error(`stay account of receipt ${r.id} is missing`);
  return a;
}

/** What a receipt keeps of itself through a correction: all but the entry and the fields the change replaces. */
const kept = ({ entry: _entry, note: _note, collector: _collector, ...rest }: Receipt & { entry?: Entry }) => rest;

/**
 * An edit (same id and number, version + 1): the old entry reversed on its own date and the new one
 * posted on the new date, in ONE voucher; on its stay, what the old amount paid is undone and the
 * new amount pays again oldest first, the account and the bills written once in their final state.
 */
export const planReceiptEdit =
  (id: string, change: ReceiptCorrection, caller: Who, expect?: { kind?: Kind; building?: string; room_id?: string }) =>
  async (): Promise<Voucher<Receipt>> => {
    const at = nowIso();
    const old = await getStoredReceipt(id);
    checkExpected(old, expect);
    assertEditable(old, change.version);
    if (!walletFitsBuilding(change.wallet, old.building))
      throw new BadRequest(`Dữ liệu không hợp lệ: wallet: ${WALLET_BUILDING_MESSAGE}`, [{ path: 'wallet', message: WALLET_BUILDING_MESSAGE }]);
    const account = await accountOfReceipt(old);
    const plan = addPayment(
      removePayment(account.state, id),
      { id, no: old.receipt_no, kind: paymentRefOf(account.state, id)?.kind ?? paymentKind(old.kind), date: change.date },
      change.amount,
    );
    const collector = old.kind === 'collected' ? (change.collector ?? old.collector) : undefined;
    const next: Receipt = {
      ...kept(old),
      ...(collector ? { collector } : {}),
      date: change.date,
      wallet: change.wallet,
      amount: change.amount,
      ...(change.note ? { note: change.note } : {}),
      allocations: allocationsOf(plan.allocations),
      left_credit: plan.left_credit,
      stay_credit: figures(plan.state).credit,
      version: old.version + 1,
      updated_at: at,
      updated_by: caller.username,
    };
    const label = roomLabel(old.building, old.room_id);
    const what = `Sửa phiếu thu ${old.receipt_no} Phòng ${label}`;
    const entry = receiptEntry(
      next,
      account,
      `${title(old.kind)} ${old.receipt_no} Phòng ${label}${period(plan.allocations)}${whose(account)}${byCollector(collector)}`,
      at,
    );
    return {
      caller,
      at,
      lockDates: { date: change.date, id: old.date },
      records: [replaceReceipt(next, entry, old.version), ...accountWrites(account, plan.state, at)],
      entries: [reversalOf(old.entry, old.date, what, at), entry],
      audit: {
        action: 'update',
        entity: 'receipt',
        entityId: id,
        entityNo: old.receipt_no,
        entityName: label,
        building: old.building,
        summary: `${what}: ${old.amount} → ${change.amount}`,
        before: { date: old.date, wallet: old.wallet, amount: old.amount, ...(old.collector ? { collector: old.collector } : {}) },
        after: { date: next.date, wallet: next.wallet, amount: next.amount, ...(collector ? { collector } : {}) },
      },
      answer: next,
    };
  };

/**
 * A removal (status removed, version + 1): a reversing entry dated the receipt's date, and exactly
 * what it paid on its stay open again (its unapplied credit gone; the stay's other credits pay what
 * reopened).
 */
export const planReceiptRemoval = (id: string, version: number, reason: string, caller: Who) => async (): Promise<Voucher<Receipt>> => {
  const at = nowIso();
  const old = await getStoredReceipt(id);
  assertEditable(old, version);
  const account = await accountOfReceipt(old);
  const after = removePayment(account.state, id);
  const { entry, ...rest } = old;
  const next: Receipt = { ...rest, version: old.version + 1, status: 'removed', removed_at: at, removed_by: caller.username, remove_reason: reason };
  const label = roomLabel(old.building, old.room_id);
  const what = `Xoá phiếu thu ${old.receipt_no} Phòng ${label}: ${reason}`;
  return {
    caller,
    at,
    lockDates: { id: old.date },
    records: [replaceReceipt(next, entry, old.version), ...accountWrites(account, after, at)],
    entries: [reversalOf(entry, old.date, what, at)],
    audit: {
      action: 'delete',
      entity: 'receipt',
      entityId: id,
      entityNo: old.receipt_no,
      entityName: label,
      building: old.building,
      summary: what,
      before: { date: old.date, wallet: old.wallet, amount: old.amount },
    },
    answer: next,
  };
};

/** A route (or a batch row) edits only its own kind of receipt, in its building and room. */
export function checkExpected(r: Receipt, expect?: { kind?: Kind; building?: string; room_id?: string }): void {
  if (!expect) return;
  if (expect.kind && r.kind !== expect.kind)
    throw new BadRequest(`Phiếu ${r.receipt_no} không phải ${expect.kind === 'collected' ? 'phiếu thu hộ' : 'phiếu thu tiền phòng'}`, [
      { path: 'id', message: 'Sai loại phiếu thu' },
    ]);
  if (expect.building && r.building !== expect.building)
    throw new BadRequest(`Phiếu ${r.receipt_no} thuộc toà ${r.building}`, [{ path: 'building', message: 'Phiếu thu thuộc toà khác' }]);
  if (expect.room_id && r.room_id !== expect.room_id)
    throw new BadRequest(`Phiếu ${r.receipt_no} là của phòng ${r.room_id}, không đổi phòng được`, [
      { path: 'room_id', message: 'Không đổi được phòng của phiếu thu' },
    ]);
}
