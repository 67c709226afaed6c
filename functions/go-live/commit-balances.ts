import { ACCOUNTS } from '../../shared/catalog/accounts';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { walletOf } from '../../shared/catalog/wallets';
import { nowIso } from '../platform/time';
import { postVoucher } from '../kernel/voucher';
import { buildEntry, type LineInput } from '../kernel/ledger/entry';
import { idOf, marked, type BatchContext } from './commit-context';
import { openingEntries, type OpeningEntry } from './rules/opening-entries';
import type { SheetRow } from './rules/sheet-rows';

const keyOf = (account: string) => ACCOUNTS.find((a) => a.accounting_account === account)!.key;

/** One side of an opening entry as a voucher line: a wallet's account is posted with its wallet (entry.ts). */
function line(account: string, object: string | null, wallet: number | undefined, side: 'debit' | 'credit', amount: number, name?: string): LineInput {
  const w = wallet === undefined ? undefined : walletOf(wallet);
  return {
    ...(w && w.accounting_account === account ? { wallet: w.id } : { account_key: keyOf(account) }),
    ...(object ? { object, ...(name ? { object_name: name } : {}) } : {}),
    [side]: amount,
  };
}

/** Whose balance it is, for people: the landlady, the partner, a lender's name. */
const nameOf = (e: OpeningEntry): string | undefined => {
  const object = e.debit_object ?? e.credit_object;
  if (object === 'landlady') return 'Cô Gấm';
  if (object === 'partner') return 'Đối tác';
  return object?.startsWith('lender:') ? object.slice('lender:'.length) : undefined;
};

/**
 * Balances at the cut-over date (cash boxes, bank accounts, the landlady, the partner, each lender):
 * one entry each against 4211, the same the dry run showed (rules/opening-entries.ts), posted through
 * postVoucher. A cash box's entry belongs to its building; the others to the first building (the
 * company's books are one: the trial balance of all buildings holds them).
 */
export async function writeBalances(rows: readonly SheetRow[], key: string, c: BatchContext): Promise<void> {
  const at = nowIso();
  const planned = openingEntries(c.cutOver, { stays: [], deposits: [], debts: [], balances: rows });
  const entries = planned.map((e) => {
    const row = rows.find((r) => r.row === e.row)!;
    const wallet = row.v.kind === 'wallet' ? Number(row.v.wallet) : undefined;
    const id = idOf(c, `balance:${e.row}`, c.cutOver);
    return buildEntry(
      {
        date: c.cutOver,
        building: (wallet !== undefined ? walletOf(wallet)?.building : undefined) ?? BUILDING_CODES[0],
        voucher_type: 'opening',
        voucher_id: id,
        voucher_no: `SDĐ-${e.row}`,
        description: e.description,
        lines: [
          line(e.debit_account, e.debit_object, wallet, 'debit', e.amount, nameOf(e)),
          line(e.credit_account, e.credit_object, wallet, 'credit', e.amount, nameOf(e)),
        ],
      },
      at,
    );
  });
  await postVoucher(async () => ({
    caller: c.caller,
    at,
    lockDates: { date: c.cutOver },
    records: [marked(c, key, at)],
    entries,
    audit: {
      action: 'create',
      entity: 'opening_balance',
      entityId: key,
      summary: `Nhập dữ liệu ban đầu: ${entries.length} số dư đầu ngày ${c.cutOver} (${planned.map((e) => e.description).join('; ')})`,
    },
    answer: c.answer(),
  }));
}
