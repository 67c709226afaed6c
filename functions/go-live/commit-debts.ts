import type { Stay } from '../../shared/api/stays';
import { DEBT_FOR_CHOICES } from '../../shared/go-live/sheets';
import { createItem, type TxItem } from '../platform/db/transact';
import { NotFound } from '../platform/errors';
import { nowIso } from '../platform/time';
import { postVoucher } from '../kernel/voucher';
import { buildEntry, type Entry } from '../kernel/ledger/entry';
import { accountWrites, getAccount, newAccount, stayInfoOf, stayLine, type Account } from '../kernel/model/stay-account';
import { addCharge, addPayment, type AccountState } from '../kernel/ledger/stay-account-rules';
import { roomLabel } from '../kernel/model/room';
import { stayItem } from '../stays';
import { idOf, marked, type BatchContext } from './commit-context';
import { importedStay } from './commit-stay';
import type { DepartedPlan } from './rules/commit-plan';
import { numberIn, textIn, type SheetRow } from './rules/sheet-rows';
import type { StayPlan } from './rules/stays-rules';

const forLabel = (r: SheetRow) => DEBT_FOR_CHOICES.find((c) => c.value === r.v.for)?.label ?? String(r.v.for);

/**
 * Debt rows as open items of one stay (pure but for the ids): a debt is an `opening` charge of its
 * month, a prepayment an `opening` payment (its credit pays the stay's next charges), each with its
 * entry against 4211 dated the cut-over date — Dr 1311 (the stay) / Cr 4211, or the reverse.
 */
function openingItems(account: Account, rows: readonly SheetRow[], c: BatchContext, at: string): { next: AccountState; entries: Entry[] } {
  let next = account.state;
  const entries: Entry[] = [];
  const label = roomLabel(account.building, account.room_id);
  for (const r of rows) {
    const id = idOf(c, `debt:${r.row}`, c.cutOver);
    const amount = numberIn(r.v.amount);
    const month = textIn(r.v.month);
    const debt = r.v.kind === 'debt';
    const no = `SDĐ-${r.row}`;
    if (debt) next = addCharge(next, { id, kind: 'opening', no, date: c.cutOver, month, total: amount });
    else next = addPayment(next, { id, no, kind: 'opening', date: c.cutOver }, amount).state;
    const description = `Số dư đầu: ${debt ? 'khách còn nợ' : 'khách trả trước'} ${forLabel(r).toLowerCase()} tháng ${month.slice(5)}/${month.slice(0, 4)} phòng ${label}`;
    entries.push(
      buildEntry(
        {
          date: c.cutOver,
          building: account.building as Stay['building'],
          voucher_type: 'opening',
          voucher_id: id,
          voucher_no: no,
          description,
          lines: debt
            ? [
                { ...stayLine(account), debit: amount },
                { account_key: 'undistributed_prev', credit: amount },
              ]
            : [
                { account_key: 'undistributed_prev', debit: amount },
                { ...stayLine(account), credit: amount },
              ],
        },
        at,
      ),
    );
  }
  return { next, entries };
}

/**
 * The voucher that puts debt rows on a stay's account: the account (read, or new for a stay written in
 * this same transaction) moved on its version with their open items, their entries, the batch's mark
 * and the log line.
 */
async function postDebts(
  stay: Stay,
  rows: readonly SheetRow[],
  o: { key: string; c: BatchContext; at: string; created?: TxItem; summary: string },
): Promise<void> {
  const { c, at } = o;
  await postVoucher(async () => {
    const account = o.created ? newAccount(stayInfoOf(stay)) : await getAccount(stay.building, stay.room_id, stay.id);
    if (!account) throw new NotFound(`Chưa có lượt thuê ${roomLabel(stay.building, stay.room_id)} để ghi công nợ`);
    const { next, entries } = openingItems(account, rows, c, at);
    return {
      caller: c.caller,
      at,
      lockDates: { date: c.cutOver },
      records: [...(o.created ? [o.created] : []), ...accountWrites(account, next, at), marked(c, o.key, at)],
      entries,
      audit: {
        action: 'create',
        entity: 'stay_account',
        entityId: stay.id,
        entityNo: stay.contract_no,
        entityName: roomLabel(stay.building, stay.room_id),
        building: stay.building,
        summary: o.summary,
      },
      answer: c.answer(),
    };
  });
}

/** A current stay's debts and prepayments (written after the stay): its account moved on its version, with the entries. */
export async function writeStayDebts(plan: StayPlan, rows: readonly SheetRow[], key: string, c: BatchContext): Promise<void> {
  const at = nowIso();
  const stay = importedStay(plan, c, at);
  const summary = `Nhập dữ liệu ban đầu: ${rows.length} khoản công nợ của HĐ ${stay.contract_no} phòng ${roomLabel(stay.building, stay.room_id)}`;
  await postDebts(stay, rows, { key, c, at, summary });
}

/** The checked-out stay a departed tenant who still owes becomes: from the month of their oldest debt to their leave date. */
function departedStay(d: DepartedPlan, rows: readonly SheetRow[], c: BatchContext, at: string): Stay {
  const oldest = rows.map((r) => `${textIn(r.v.month)}-01`).sort()[0]!;
  const start = oldest < d.leave_date ? oldest : d.leave_date;
  const id = idOf(c, `departed:${d.row}`, start);
  return {
    id,
    building: d.building,
    room_id: d.room,
    deposit_object: `stay:${id}`,
    contract_no: `SDĐ-${d.room}-${d.leave_date.replaceAll('-', '')}`,
    start_date: start,
    rent: 0,
    rent_history: [],
    deposit_held: 0,
    deposit_top_up: 0,
    occupants: [{ name: d.name, customer_id: idOf(c, `departed-tenant:${d.row}`, start) }],
    vehicles: [],
    start_readings: { electricity: 0, water: 0 },
    internet: false,
    notice_days: 0,
    notes: 'Nhập dữ liệu ban đầu: khách đã trả phòng còn nợ',
    status: 'checked_out',
    leave_date: d.leave_date,
    version: 1,
    created_at: at,
    created_by: c.caller.username,
  };
}

/**
 * A departed tenant who still owes: their checked-out stay (first batch only; the room is not touched,
 * they left it before the cut-over) and its account carrying the debts as open items, as a check-out
 * that left a balance does.
 */
export async function writeDeparted(
  d: DepartedPlan,
  rows: readonly SheetRow[],
  first: boolean,
  allRows: readonly SheetRow[],
  key: string,
  c: BatchContext,
): Promise<void> {
  const at = nowIso();
  const stay = departedStay(d, allRows, c, at);
  const summary = `Nhập dữ liệu ban đầu: ${d.name} đã trả phòng ${roomLabel(stay.building, stay.room_id)} ngày ${d.leave_date}, còn ${rows.length} khoản nợ`;
  await postDebts(stay, rows, { key, c, at, summary, ...(first ? { created: createItem(stayItem(stay), 'Lượt thuê trùng khoá') } : {}) });
}
