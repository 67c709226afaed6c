import { walletOf, type Wallet } from '../../../shared/catalog/wallets';
import { addDays, lastDayOf, VOUCHER_DAYS_AHEAD, vnToday } from '../../../shared/dates';
import { formatExportDate } from '../../../shared/exports/cells';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { updateItem, type TxItem } from '../../platform/db/transact';
import { CashFloor } from '../../platform/errors';
import type { Entry } from './entry';
import { firstShortfall } from './wallet-book';

/** A voucher's net movement per cash wallet and date (debit − credit). */
function cashDeltas(entries: Entry[]): Map<Wallet, Map<string, number>> {
  const out = new Map<Wallet, Map<string, number>>();
  for (const e of entries)
    for (const l of e.lines) {
      const w = l.wallet === undefined ? undefined : walletOf(l.wallet);
      if (w?.kind !== 'cash') continue;
      const byDate = out.get(w) ?? new Map<string, number>();
      byDate.set(l.date, (byDate.get(l.date) ?? 0) + l.debit - l.credit);
      out.set(w, byDate);
    }
  return out;
}

/**
 * Business rules §9: a cash wallet never goes below zero on any date. A voucher that takes money out of
 * a cash box is checked against the box's balance on every day from its date on (rollups, not lines),
 * and takes the box's guard (a version bumped in the voucher's own transaction), read BEFORE the
 * balances: two payments from one box at once cannot both spend the same money — the loser's
 * transaction fails on the guard and is planned again against the new balance.
 */
export async function cashFloorItems(entries: Entry[]): Promise<TxItem[]> {
  const items: TxItem[] = [];
  for (const [wallet, deltas] of cashDeltas(entries)) {
    if (![...deltas.values()].some((d) => d < 0)) continue;
    const key = keys.cashGuard(wallet.id);
    const version = Number((await getItem(key))?.version ?? 0);
    const horizon = lastDayOf(addDays(vnToday(), VOUCHER_DAYS_AHEAD).slice(0, 7));
    const short = await firstShortfall(wallet, deltas, horizon);
    if (short)
      throw new CashFloor(
        `Quỹ ${wallet.name} không đủ tiền: số dư ngày ${formatExportDate(short.date)} là ${short.balance.toLocaleString('vi-VN')} đ`,
        short.balance,
      );
    items.push(
      updateItem(key, {
        expression: 'SET #v = :next, entity = :e, wallet = :w',
        condition: 'attribute_not_exists(PK) OR #v = :v',
        names: { '#v': 'version' },
        values: { ':next': version + 1, ':v': version, ':e': 'cash_guard', ':w': wallet.id },
        conflict: `Quỹ ${wallet.name} vừa có phiếu chi khác, vui lòng thử lại`,
        field: 'amount',
        // A lost race is planned again from fresh balances, as a number taken meanwhile is.
        code: 'numbering',
      }),
    );
  }
  return items;
}
