import type { WalletAccount } from './queries';

export interface AccountOption {
  value: string;
  label: string;
}

/**
 * One choice per accounting number (the journal filters by number): `6321 – Lương quản lý / Lương
 * bảo vệ / Dân quân`, so a number shared by several catalogue keys says everything it covers.
 */
export function accountOptions(accounts: WalletAccount['accounts']): AccountOption[] {
  const byNumber = new Map<string, string[]>();
  for (const a of accounts) byNumber.set(a.accounting_account, [...(byNumber.get(a.accounting_account) ?? []), a.text]);
  return [...byNumber.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, texts]) => ({ value, label: `${value} – ${[...new Set(texts)].join(' / ')}` }));
}

/** The name of a line's account: its own catalogue key's text, else the number's first name, else N/F. */
export function accountText(accounts: WalletAccount['accounts'], key: string | undefined, number: string | undefined): string {
  return accounts.find((a) => a.key === key)?.text ?? accounts.find((a) => a.accounting_account === number)?.text ?? 'N/F';
}
