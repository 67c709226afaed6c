import { walletOf } from '../../../shared/catalog/wallets';
import { Findings, duplicates } from './context';
import type { Problem, SheetRow } from './sheet-rows';

/** Whose balance a row is: a wallet, the landlady, the partner or one lender (by name, case and spaces folded). */
export const balanceOwner = (r: SheetRow): string =>
  r.v.kind === 'wallet'
    ? `wallet:${String(r.v.wallet)}`
    : r.v.kind === 'lender'
      ? `lender:${String(r.v.lender).trim().replace(/\s+/g, ' ').toLowerCase()}`
      : String(r.v.kind);

/**
 * Balances at the cut-over date (pure): a wallet row names a wallet of the catalogue and no side (a
 * cash box or an account holds money); the landlady and the partner say which side; a lender is named
 * and is owed (Phải trả); each owner once.
 */
export function checkBalances(rows: readonly SheetRow[]): { ok: SheetRow[]; problems: Problem[] } {
  const f = new Findings('balances');
  const ok: SheetRow[] = [];
  const shaped: SheetRow[] = [];
  for (const r of rows) {
    const before = f.problems.length;
    if (r.v.kind === 'wallet') {
      if (!r.v.wallet || !walletOf(Number(r.v.wallet))) f.add(r.row, 'wallet', 'Thiếu quỹ / tài khoản');
      if (r.v.side) f.add(r.row, 'side', 'Số dư quỹ / ngân hàng không ghi chiều');
      if (r.v.lender) f.add(r.row, 'lender', 'Chỉ ghi tên bên cho vay với loại Bên cho vay');
    } else {
      if (r.v.wallet) f.add(r.row, 'wallet', 'Chỉ ghi quỹ / tài khoản với loại Quỹ / ngân hàng');
      if (!r.v.side) f.add(r.row, 'side', 'Thiếu chiều: Phải thu hoặc Phải trả');
      if (r.v.kind === 'lender') {
        if (!r.v.lender) f.add(r.row, 'lender', 'Thiếu tên bên cho vay');
        if (r.v.side === 'receivable') f.add(r.row, 'side', 'Khoản vay là nợ phải trả bên cho vay');
      } else if (r.v.lender) f.add(r.row, 'lender', 'Chỉ ghi tên bên cho vay với loại Bên cho vay');
    }
    if (f.problems.length === before) shaped.push(r);
  }
  const dup = duplicates(shaped, balanceOwner, f, 'kind', 'Số dư của cùng đối tượng');
  for (const r of shaped) if (!dup.has(r.row)) ok.push(r);
  return { ok, problems: f.problems };
}
