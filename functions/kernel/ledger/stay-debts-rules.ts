import { agingOf } from '../../../shared/ledger/aging';
import { LEGACY_ROOM_NOTE, type UnpaidStay } from '../../../shared/api/ledger/debts';
import { daysBetween } from '../../../shared/dates';
import { parseStayObject, stayObject, type Account } from '../model/stay-account';
import { figures, owedAt, type Charge } from './stay-account-rules';
import { sumBefore, rollupObject } from '../model/rollup';

/**
 * Who owes what, per stay, as the debt views show it (pure): the unpaid rent report, the debt summary
 * and the dashboard build their rows here from the stays' accounts and the 1311 object rollups, so
 * they cannot disagree.
 */

/** A 1311 object: a stay (`stay:<b>-<room>:<stay>`) or, in old data, a room (`room:<b>-<room>`). */
export interface ReceivableObject {
  object: string;
  building: string;
  room_id: string;
  stay_id: string | null;
}

export function parseReceivableObject(object: string): ReceivableObject | undefined {
  const stay = parseStayObject(object);
  if (stay) return { object, ...stay };
  const room = /^room:([A-Z]+)-(.+)$/.exec(object);
  return room ? { object, building: room[1]!, room_id: room[2]!, stay_id: null } : undefined;
}

/** Balances of each object from its rollup items (one per wallet): at the start of `month` and at its end. */
export function objectMovements(items: readonly Record<string, unknown>[], month: string) {
  const out = new Map<string, { ref: ReceivableObject; opening: number; increase: number; decrease: number; closing: number }>();
  for (const i of items) {
    const ref = parseReceivableObject(rollupObject(i));
    if (!ref) continue;
    const before = sumBefore(i, month);
    const upto = sumBefore(i, month, true);
    const r = out.get(ref.object) ?? { ref, opening: 0, increase: 0, decrease: 0, closing: 0 };
    r.opening += before.debit - before.credit;
    r.increase += upto.debit - before.debit;
    r.decrease += upto.credit - before.credit;
    r.closing = r.opening + r.increase - r.decrease;
    out.set(ref.object, r);
  }
  return out;
}

type Debtor = Pick<UnpaidStay, 'room_id' | 'stay_id' | 'object' | 'contract_no' | 'customer_name' | 'phone' | 'start_date' | 'leave_date' | 'status' | 'note'>;

/**
 * The debtor of a row as of `end` (the month's last day): the stay's tenant from its account, left
 * (checked_out) when its leave date is on or before `end`; a room of old data says so.
 */
export function debtorOf(ref: ReceivableObject, a: Account | undefined, end: string): Debtor {
  if (ref.stay_id === null) return { room_id: ref.room_id, stay_id: null, object: ref.object, status: null, note: LEGACY_ROOM_NOTE };
  const left = !!a?.leave_date && a.leave_date <= end;
  return {
    room_id: ref.room_id,
    stay_id: ref.stay_id,
    object: ref.object,
    ...(a?.contract_no ? { contract_no: a.contract_no } : {}),
    ...(a?.customer_name ? { customer_name: a.customer_name } : {}),
    ...(a?.phone ? { phone: a.phone } : {}),
    ...(a?.start_date ? { start_date: a.start_date } : {}),
    ...(left ? { leave_date: a!.leave_date } : {}),
    // An account that says its stay is over without a date (or a removed stay) is not a tenant living there.
    status: left || (a && a.stay_status !== 'active' && !a.leave_date) ? 'checked_out' : 'active',
  };
}

const itemOf = (c: Charge, owed: number) => ({ id: c.id, kind: c.kind, month: c.month, date: c.date, bill_no: c.no, total: c.total, owed });

function withItems(d: Debtor, unpaid: number, items: UnpaidStay['months'], end: string): UnpaidStay {
  const oldest = items[0];
  return {
    ...d,
    unpaid,
    months: items,
    oldest_month: oldest?.month ?? null,
    age_days: oldest ? Math.max(0, daysBetween(oldest.date, end)) : 0,
    aging: agingOf(items, unpaid, end),
  };
}

/** A stay owing now: exactly its account's open items (oldest first), its status as the account has it; `end` ages them. */
export function unpaidOfAccount(a: Account, end: string): UnpaidStay | undefined {
  const f = figures(a.state);
  if (f.balance <= 0) return undefined;
  const ref = { object: stayObject(a.building, a.room_id, a.stay_id), building: a.building, room_id: a.room_id, stay_id: a.stay_id };
  return withItems(
    debtorOf(ref, a, a.leave_date ?? '9999-12-31'),
    f.balance,
    f.open.map((c) => itemOf(c, c.total - c.paid)),
    end,
  );
}

/**
 * A stay owing `closing` at the end of a past month: the journal's balance placed on its newest
 * charges dated up to then (payments pay the oldest first: owedAt). A room of old data has no items.
 */
export function unpaidAtMonthEnd(ref: ReceivableObject, a: Account | undefined, closing: number, monthEnd: string, end: string): UnpaidStay {
  const d = debtorOf(ref, a, monthEnd);
  const items = a ? owedAt(a.state.charges, closing, monthEnd).map(({ charge, owed }) => itemOf(charge, owed)) : [];
  return withItems(d, closing, items, end);
}

/** A row of old data owing on its room object. */
export const unpaidOfRoom = (ref: ReceivableObject, closing: number): UnpaidStay => withItems(debtorOf(ref, undefined, ''), closing, [], '');

/** By room (numbered), the room of old data first, then the stays by start date (one rule with the screens: shared/ledger/debt-totals.ts). */
export { byRoomThenStay } from '../../../shared/ledger/debt-totals';

/** Both sides of a balance: Dư Nợ when positive, Dư Có when negative. */
export const sidesOf = (opening: number, closing: number) => ({
  opening_debit: Math.max(0, opening),
  opening_credit: Math.max(0, -opening),
  closing_debit: Math.max(0, closing),
  closing_credit: Math.max(0, -closing),
});
