import type { Account } from '../kernel/model/stay-account';
import { addCharge, addPayment, figures, type AccountState, type Charge, type PaymentRef } from '../kernel/ledger/stay-account-rules';

/**
 * How one room's receivable, kept on the room before receivables were kept per stay, is split over
 * the room's stays (pure). The room's 1311 balance B is explained in this order:
 *
 * 1. Every open monthly bill (total − paid > 0) is a `bill` charge of the stay it names (`stay_id`;
 *    a stay not on the room: the stay living there at the bill's date, else the newest), with its own
 *    id, number, month, date, total and what was paid of it, so later payments pay it and keep the
 *    bill item in sync. Paid bills are left out.
 * 2. What the bills do not explain, X = B − Σ open bills, when positive, is first the final bills of
 *    the departed stays (a done check-out's `receivable`, what the deposit did not cover), newest
 *    check-out first — payments pay the oldest first, so what is still owed is the newest — each
 *    capped at what is left of X: a `final_bill` charge of the check-out's receivable, the part X
 *    does not reach counted as paid.
 * 3. The rest goes to the newest stay: an `opening` charge when positive (owed outside any bill), an
 *    `opening` credit when negative (the room's prepayment), which pays that stay's open bills first.
 *
 * What was paid of a charge before the migration is one payment of kind `opening` in its `paid_by`
 * (so paid = Σ paid_by, and a later correction of the bill can give it back). Charges already on an
 * account (written by the new code) are not charged again: their money is on the stay's object.
 * Invariant: Σ over the room's stays of their balance's move == B, exactly.
 */

export interface OldBill {
  id: string;
  bill_no: string;
  month: string;
  date: string;
  stay_id?: string;
  total: number;
  paid: number;
}

export interface OldCheckOut {
  id: string;
  stay_id: string;
  contract_no: string;
  leave_date: string;
  receivable: number;
}

export interface RoomBooks {
  /** The room object's 1311 balance, every month summed (debit − credit). */
  balance: number;
  /** The room's stays that are not removed, each with its account (version 0: not stored yet). */
  accounts: Account[];
  bills: OldBill[];
  /** Done check-outs. */
  checkOuts: OldCheckOut[];
  /** The migration's own reference (id and number of the opening item), and its date. */
  ref: { id: string; no: string; date: string };
}

export interface StaySplit {
  account: Account;
  /** The account as before plus the migrated monthly bills as their items stand (what `accountWrites` compares to, to sync bills). */
  before: AccountState;
  next: AccountState;
  /** How much of the room's balance moves onto this stay (its balance after − before). */
  amount: number;
  changed: boolean;
}

export interface RoomSplit {
  stays: StaySplit[];
  openBills: number;
  finalBills: number;
  /** > 0: opening charge, < 0: opening credit, of the newest stay. */
  rest: number;
}

type NewCharge = Omit<Charge, 'paid' | 'paid_by'> & { paidBefore: number };

const byStart = (a: Account, b: Account) => (a.start_date === b.start_date ? a.stay_id.localeCompare(b.stay_id) : a.start_date.localeCompare(b.start_date));
const byDate = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date === b.date ? a.id.localeCompare(b.id) : a.date.localeCompare(b.date);

/** The stay a bill is for when the stay it names is not the room's: the one living there at its date, else the newest. */
function stayAt(stays: Account[], b: OldBill): Account {
  const living = [...stays].reverse().find((s) => s.start_date <= b.date && (!s.leave_date || s.leave_date >= `${b.month}-01`));
  return living ?? stays[stays.length - 1]!;
}

/** A new charge on a state, with what was paid of it before the migration as one `opening` payment. */
function withCharge(state: AccountState, c: NewCharge, paidRef: PaymentRef): AccountState {
  const { paidBefore, ...charge } = c;
  // Added for its open part, so the stay's credits pay at most that; then its full total and the old paid part.
  const next = addCharge(state, { ...charge, total: charge.total - paidBefore });
  if (paidBefore <= 0) return next;
  const added = next.charges.find((x) => x.id === charge.id)!;
  added.total = charge.total;
  added.paid += paidBefore;
  added.paid_by.unshift({ ...paidRef, date: charge.date, amount: paidBefore });
  return next;
}

/** As the items stand: a migrated bill with its stored paid amount (for `chargesMoved`). */
const asStored = (c: NewCharge, paidRef: PaymentRef): Charge => {
  const { paidBefore, ...charge } = c;
  return { ...charge, paid: paidBefore, paid_by: paidBefore > 0 ? [{ ...paidRef, date: c.date, amount: paidBefore }] : [] };
};

export function splitRoom(books: RoomBooks): RoomSplit {
  const stays = [...books.accounts].sort(byStart);
  if (!stays.length) throw new Error('a room without stays cannot be split');
  const newest = stays[stays.length - 1]!;
  const charged = new Set(stays.flatMap((s) => s.state.charges.map((c) => c.id)));
  const charges = new Map<string, NewCharge[]>(stays.map((s) => [s.stay_id, []]));

  let openBills = 0;
  for (const b of books.bills) {
    const open = b.total - b.paid;
    if (open <= 0 || charged.has(b.id)) continue;
    const stay = stays.find((s) => s.stay_id === b.stay_id) ?? stayAt(stays, b);
    charges.get(stay.stay_id)!.push({ id: b.id, kind: 'bill', no: b.bill_no, date: b.date, month: b.month, total: b.total, paidBefore: b.paid });
    openBills += open;
  }

  const unexplained = books.balance - openBills;
  let left = Math.max(0, unexplained);
  let finalBills = 0;
  const finals = books.checkOuts
    .filter((c) => c.receivable > 0 && !charged.has(c.id) && charges.has(c.stay_id))
    .sort((a, b) => (a.leave_date === b.leave_date ? b.id.localeCompare(a.id) : b.leave_date.localeCompare(a.leave_date)));
  for (const c of finals) {
    const unpaid = Math.min(c.receivable, left);
    if (unpaid <= 0) break;
    left -= unpaid;
    finalBills += unpaid;
    charges.get(c.stay_id)!.push({
      id: c.id,
      kind: 'final_bill',
      no: c.contract_no,
      date: c.leave_date,
      month: c.leave_date.slice(0, 7),
      total: c.receivable,
      paidBefore: c.receivable - unpaid,
    });
  }
  const rest = unexplained > 0 ? left : unexplained;

  const paidRef: PaymentRef = { id: `${books.ref.id}-PAID`, no: books.ref.no, kind: 'opening', date: books.ref.date };
  const out = stays.map((account): StaySplit => {
    const mine = charges.get(account.stay_id)!.sort(byDate);
    let next = mine.reduce((s, c) => withCharge(s, c, paidRef), account.state);
    if (account === newest && rest > 0)
      next = addCharge(next, { id: books.ref.id, kind: 'opening', no: books.ref.no, date: books.ref.date, month: books.ref.date.slice(0, 7), total: rest });
    if (account === newest && rest < 0) next = addPayment(next, { id: books.ref.id, no: books.ref.no, kind: 'opening', date: books.ref.date }, -rest).state;
    const before: AccountState = { charges: [...account.state.charges, ...mine.map((c) => asStored(c, paidRef))], credits: account.state.credits };
    const amount = figures(next).balance - figures(account.state).balance;
    const changed = account.version === 0 || JSON.stringify(next) !== JSON.stringify(account.state);
    return { account, before, next, amount, changed };
  });

  const moved = out.reduce((s, x) => s + x.amount, 0);
  if (moved !== books.balance) throw new Error(`split of ${books.balance} moved ${moved}`);
  return { stays: out, openBills, finalBills, rest };
}
