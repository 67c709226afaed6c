import type { Bill, BillLine } from '../../../shared/api/bills';
import { repairChargeLabel, type RepairBook, type RepairRequest } from '../../../shared/api/repairs';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { createItem, deleteItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';
import { getRepairRequest } from './repair-request';

/**
 * A repair the tenant caused, waiting for the room's next monthly bill: one marker item per request
 * (`REPAIRCHARGE#<building>` / `<room>#<book>#<id>`), written with the request (create or edit) and
 * deleted by the bill that takes it, in that bill's own transaction, which also marks the request with
 * the bill. So the billing run finds what to charge with one Query of a small partition, and a charge
 * lands on one bill only: a retried or concurrent run finds no marker, and a bill whose marker or
 * request changed meanwhile is planned again from fresh reads (code `numbering`).
 */

export interface RepairCharge {
  book: RepairBook;
  request_id: string;
  building: string;
  room_id: string;
  amount: number;
  description: string;
  reported_on: string;
}

/** At most this many charges go on one bill (each adds 3 items to the run's transaction); the rest wait for the next month. */
export const MAX_CHARGES_PER_BILL = 5;

export const chargeRef = (c: Pick<RepairCharge, 'book' | 'request_id'>) => `${c.book}:${c.request_id}`;

/** Whether the request carries a charge still to bill (and so a marker). */
export const chargePending = (r: RepairRequest): r is RepairRequest & { room_id: string; charge_amount: number } =>
  !!r.tenant_caused && !!r.room_id && (r.charge_amount ?? 0) > 0 && !r.charged_bill_id;

const markerKey = (r: Pick<RepairRequest, 'building' | 'book' | 'id'> & { room_id: string }) => keys.repairCharge(r.building, r.room_id, r.book, r.id);

/** The marker item of a request with a charge pending. */
function markerOf(r: RepairRequest & { room_id: string; charge_amount: number }) {
  const c: RepairCharge = {
    book: r.book,
    request_id: r.id,
    building: r.building,
    room_id: r.room_id,
    amount: r.charge_amount,
    description: r.description,
    reported_on: r.reported_on,
  };
  return { ...markerKey(r), entity: 'repair_charge', ...c };
}

/** The request's marker, as its create or edit writes it (the request's own condition guards the transaction). */
export function chargeMarkerItem(r: RepairRequest): TxItem {
  if (!chargePending(r)) throw new Error('chargeMarkerItem: no charge pending');
  return putItem(markerOf(r));
}

/** The marker of a request as it was read, gone (the charge removed, or moved to another room). */
export const dropChargeMarkerItem = (read: RepairRequest & { room_id: string }): TxItem =>
  deleteItem(markerKey(read), {
    expression: 'request_id = :id',
    values: { ':id': read.id },
    conflict: 'Khoản tính cho khách vừa được đưa vào hoá đơn, vui lòng tải lại',
  });

/**
 * The building's charges waiting for a bill, reported by `upTo` (a bill takes repairs reported by its
 * date), per room, oldest first: one strongly consistent Query.
 */
export async function pendingRepairCharges(building: string, upTo: string): Promise<Map<string, RepairCharge[]>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.repairCharges(building) },
    ConsistentRead: true,
  });
  const out = new Map<string, RepairCharge[]>();
  const charges = items
    .map((i): RepairCharge => ({
      book: i.book as RepairBook,
      request_id: String(i.request_id),
      building: String(i.building),
      room_id: String(i.room_id),
      amount: Number(i.amount),
      description: String(i.description ?? ''),
      reported_on: String(i.reported_on),
    }))
    .filter((c) => c.reported_on <= upTo && c.amount > 0)
    .sort((a, b) => (a.reported_on + a.request_id).localeCompare(b.reported_on + b.request_id));
  for (const c of charges) out.set(c.room_id, [...(out.get(c.room_id) ?? []), c]);
  return out;
}

export const repairLine = (c: RepairCharge): BillLine => ({
  kind: 'repair',
  label: repairChargeLabel(c.description),
  quantity: null,
  unit_price: null,
  amount: c.amount,
  repair_ref: chargeRef(c),
});

/**
 * The bill with its room's charges as lines of their own (never inside rent): the non-repair lines as
 * planned, then the charges — with `only`, just those refs (what the run planned), at their current
 * amounts — at most MAX_CHARGES_PER_BILL.
 */
export function withCharges(b: Bill, charges: readonly RepairCharge[] | undefined, only?: ReadonlySet<string>): { bill: Bill; taken: RepairCharge[] } {
  const taken = (charges ?? []).filter((c) => !only || only.has(chargeRef(c))).slice(0, MAX_CHARGES_PER_BILL);
  const lines = [...b.lines.filter((l) => l.kind !== 'repair'), ...taken.map(repairLine)];
  return { bill: { ...b, lines, total: lines.reduce((s, l) => s + l.amount, 0) }, taken };
}

/** The refs of the charges a bill carries. */
export const chargeRefsOf = (b: Pick<Bill, 'lines'>) => new Set(b.lines.flatMap((l) => (l.repair_ref ? [l.repair_ref] : [])));

/**
 * A charge taken by a bill, in the bill's transaction: its marker deleted on the amount read, the
 * request marked with the bill (and its version moved on, so an edit read before cannot put the
 * charge back) on condition it still charges this room that amount and no bill took it.
 */
export function chargeTakenItems(c: RepairCharge, bill: Pick<Bill, 'id' | 'bill_no' | 'month'>, at: string): TxItem[] {
  const changed = 'Phiếu sửa chữa do khách gây ra vừa thay đổi';
  return [
    {
      ...deleteItem(keys.repairCharge(c.building, c.room_id, c.book, c.request_id), {
        expression: 'amount = :amt',
        values: { ':amt': c.amount },
        conflict: changed,
      }),
      code: 'numbering',
    },
    updateItem(keys.repairRequest(c.book, c.request_id), {
      expression: 'SET charged_bill_id = :bill, charged_bill_no = :no, charged_month = :m, #v = #v + :one, updated_at = :at',
      condition: 'attribute_not_exists(charged_bill_id) AND tenant_caused = :yes AND charge_amount = :amt AND room_id = :room',
      names: { '#v': 'version' },
      values: { ':bill': bill.id, ':no': bill.bill_no, ':m': bill.month, ':one': 1, ':at': at, ':yes': true, ':amt': c.amount, ':room': c.room_id },
      conflict: changed,
      code: 'numbering',
    }),
  ];
}

/**
 * The charges a stay's final bill (check-out) takes, as a monthly bill of the same stay would: the
 * room's waiting charges reported from the stay's start to its leave date, oldest first, at most
 * MAX_CHARGES_PER_BILL. Read in the check-out's plan, so one taken or changed meanwhile (code
 * `numbering` on its marker or request) plans the check-out again.
 */
export async function chargesOfStay(building: string, roomId: string, startDate: string, leaveDate: string): Promise<RepairCharge[]> {
  const waiting = (await pendingRepairCharges(building, leaveDate)).get(roomId) ?? [];
  return waiting.filter((c) => c.reported_on >= startDate).slice(0, MAX_CHARGES_PER_BILL);
}

/** A charge's ref (`<book>:<request id>`, chargeRef) split back into its request's book and id. */
const refParts = (ref: string) => {
  const at = ref.indexOf(':');
  return { book: ref.slice(0, at) as RepairBook, id: ref.slice(at + 1) };
};

/**
 * A charge given back by the bill that took it (a cancelled check-out, whose final bill is reversed),
 * in that cancel's transaction: the request unmarked (and its version moved on) on condition this bill
 * still holds it at the version read, and its marker put back from the request as it is now, so the
 * room's next bill takes it again.
 */
export function chargeReturnedItems(read: RepairRequest, billId: string, at: string): TxItem[] {
  const { charged_bill_id: _id, charged_bill_no: _no, charged_month: _m, ...rest } = read;
  const waiting: RepairRequest = { ...rest, version: read.version + 1 };
  const changed = 'Phiếu sửa chữa do khách gây ra vừa thay đổi, vui lòng tải lại';
  // A billed charge keeps its room and amount (update-request refuses the change), so this holds.
  if (read.charged_bill_id !== billId || !chargePending(waiting)) throw new Conflict(changed, 'id', 'stale');
  return [
    updateItem(keys.repairRequest(read.book, read.id), {
      expression: 'SET #v = #v + :one, updated_at = :at REMOVE charged_bill_id, charged_bill_no, charged_month',
      condition: 'charged_bill_id = :bill AND #v = :ver',
      names: { '#v': 'version' },
      values: { ':bill': billId, ':ver': read.version, ':one': 1, ':at': at },
      conflict: changed,
    }),
    createItem(markerOf(waiting), changed),
  ];
}

/** The requests behind a bill's repair lines, as they are now (one consistent Get each, ≤ MAX_CHARGES_PER_BILL). */
export const requestsOfRefs = (refs: Iterable<string>) => Promise.all([...refs].map((ref) => refParts(ref)).map(({ book, id }) => getRepairRequest(book, id)));
