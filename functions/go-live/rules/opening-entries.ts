import { ACCOUNTS, accountOf } from '../../../shared/catalog/accounts';
import { walletOf } from '../../../shared/catalog/wallets';
import type { SheetKey } from '../../../shared/go-live/sheets';
import { roomKey, vnDate } from './context';
import { type SheetRow, numberIn } from './sheet-rows';

/** One opening entry: one account and object against 4211, dated the cut-over date. */
export interface OpeningEntry {
  sheet: SheetKey;
  row: number;
  date: string;
  description: string;
  debit_account: string;
  debit_object: string | null;
  credit_account: string;
  credit_object: string | null;
  amount: number;
}

export interface AccountTotal {
  account: string;
  name: string;
  debit: number;
  credit: number;
}

const number = (key: string) => accountOf(key)!.accounting_account;
/** Retained earnings of earlier periods: the other side of every opening balance. */
export const OPENING_ACCOUNT = number('undistributed_prev');
const nameOf = (account: string) => ACCOUNTS.find((x) => x.accounting_account === account)?.text ?? account;

/** `debitSide`: the balance sits on the account's debit side (money held, owed to us). */
function entry(
  sheet: SheetKey,
  r: SheetRow,
  date: string,
  account: string,
  object: string | null,
  amount: number,
  debitSide: boolean,
  description: string,
): OpeningEntry {
  return debitSide
    ? { sheet, row: r.row, date, description, debit_account: account, debit_object: object, credit_account: OPENING_ACCOUNT, credit_object: null, amount }
    : { sheet, row: r.row, date, description, debit_account: OPENING_ACCOUNT, debit_object: null, credit_account: account, credit_object: object, amount };
}

const stayObject = (r: SheetRow) =>
  r.v.departed_name
    ? `stay:${roomKey(r.v.building, r.v.room)} (${String(r.v.departed_name)}, trả phòng ${vnDate(String(r.v.leave_date))})`
    : `stay:${roomKey(r.v.building, r.v.room)}`;

/**
 * The opening entries the import will post (pure), each balance one entry per account and object
 * against 4211 on the cut-over date: cash and bank (their account), the landlady (1381), the partner
 * (1388), each lender (3411), what each stay owes or has paid ahead (1311 on the stay), and every
 * deposit held (5112 on the stay or the deposit). Stay and deposit ids are given when written; the
 * object shown here names the room.
 */
export function openingEntries(
  date: string,
  o: { stays: readonly SheetRow[]; deposits: readonly SheetRow[]; debts: readonly SheetRow[]; balances: readonly SheetRow[] },
): OpeningEntry[] {
  const out: OpeningEntry[] = [];
  for (const r of o.balances) {
    const amount = numberIn(r.v.amount);
    const receivable = r.v.side === 'receivable';
    if (r.v.kind === 'wallet') {
      const w = walletOf(Number(r.v.wallet))!;
      out.push(entry('balances', r, date, w.accounting_account, null, amount, true, `Số dư đầu ${w.name}`));
    } else if (r.v.kind === 'landlady') out.push(entry('balances', r, date, number('landlady_receivable'), 'landlady', amount, receivable, 'Số dư đầu cô Gấm'));
    else if (r.v.kind === 'partner') out.push(entry('balances', r, date, number('partner_receivable'), 'partner', amount, receivable, 'Số dư đầu đối tác'));
    else {
      const name = String(r.v.lender).trim().replace(/\s+/g, ' ');
      out.push(entry('balances', r, date, number('loan'), `lender:${name}`, amount, false, `Số dư vay ${name}`));
    }
  }
  for (const r of o.debts) {
    const debt = r.v.kind === 'debt';
    out.push(
      entry(
        'debts',
        r,
        date,
        number('customer_receivable'),
        stayObject(r),
        numberIn(r.v.amount),
        debt,
        `${debt ? 'Khách còn nợ' : 'Khách trả trước'} tháng ${String(r.v.month)} phòng ${roomKey(r.v.building, r.v.room)}`,
      ),
    );
  }
  for (const r of o.stays) {
    const held = numberIn(r.v.deposit_held);
    if (held > 0)
      out.push(entry('stays', r, date, number('deposit_revenue'), stayObject(r), held, false, `Tiền cọc đang giữ phòng ${roomKey(r.v.building, r.v.room)}`));
  }
  for (const r of o.deposits)
    out.push(
      entry(
        'deposits',
        r,
        date,
        number('deposit_revenue'),
        `deposit:${roomKey(r.v.building, r.v.room)} (${String(r.v.name)})`,
        numberIn(r.v.amount),
        false,
        `Cọc giữ chỗ phòng ${roomKey(r.v.building, r.v.room)}: ${String(r.v.name)}`,
      ),
    );
  return out;
}

/** Debit and credit per account over the opening entries, by account number (pure). */
export function accountTotals(entries: readonly OpeningEntry[]): AccountTotal[] {
  const by = new Map<string, AccountTotal>();
  const at = (account: string) => by.get(account) ?? by.set(account, { account, name: nameOf(account), debit: 0, credit: 0 }).get(account)!;
  for (const e of entries) {
    at(e.debit_account).debit += e.amount;
    at(e.credit_account).credit += e.amount;
  }
  return [...by.values()].sort((a, b) => a.account.localeCompare(b.account));
}
