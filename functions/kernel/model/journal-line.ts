import type { JournalLine } from '../../../shared/api/ledger';
import type { Item } from '../../platform/db/items';

/**
 * The journal line entity as the table holds it (`entity: 'journal_line'`, written by posting.ts's
 * entryItems): the one place an item becomes a JournalLine, for the journal, the wallet books and any
 * report reading lines.
 */
export function journalLineOf(i: Item): JournalLine {
  return {
    entry_id: String(i.entry_id),
    line: Number(i.line),
    date: String(i.date),
    account: String(i.account),
    account_key: String(i.account_key),
    debit: Number(i.debit),
    credit: Number(i.credit),
    wallet: i.wallet === undefined ? undefined : Number(i.wallet),
    object: i.object as string | undefined,
    ...(i.object_name ? { object_name: String(i.object_name) } : {}),
    building: String(i.building),
    voucher_type: String(i.voucher_type),
    voucher_id: String(i.voucher_id),
    ...(i.voucher_no ? { voucher_no: String(i.voucher_no) } : {}),
    description: String(i.description),
    reverses: i.reverses as string | undefined,
    posted_at: String(i.posted_at),
  };
}

/** A wallet line's accounts on the other side of its entry (walletBookKeys), as its book shows them. */
/** A line read with only its money projected (`debit`, `credit`): its net for a running balance. */
export const lineNet = (i: Item): number => Number(i.debit ?? 0) - Number(i.credit ?? 0);

export const counterAccountsOf = (i: Item): string[] => (Array.isArray(i.counter_accounts) ? i.counter_accounts.map(String) : []);

/**
 * Who or what a wallet line is about, as its book shows it: the line's own object, else the one its
 * entry's other side names (walletBookKeys' `counter_object`); nothing for a line that names neither.
 */
export function bookObjectOf(i: Item): { object?: string; object_name?: string } {
  const [object, name] = i.object || i.object_name ? [i.object, i.object_name] : [i.counter_object, i.counter_object_name];
  return { ...(object ? { object: String(object) } : {}), ...(name ? { object_name: String(name) } : {}) };
}
