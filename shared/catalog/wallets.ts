import type { BuildingCode } from './buildings';

/** Wallets (business rules §1): where money sits; each maps to one ledger account. */
export interface Wallet {
  id: number;
  name: string;
  kind: 'bank' | 'cash';
  account_key: string;
  accounting_account: string;
  building?: BuildingCode;
}

export const WALLETS: readonly Wallet[] = [
  { id: 2, name: 'Ngân hàng cô Gấm (1)', kind: 'bank', account_key: 'bank_landlady_1', accounting_account: '1121' },
  { id: 3, name: 'Ngân hàng cô Gấm (2)', kind: 'bank', account_key: 'bank_landlady_2', accounting_account: '1122' },
  { id: 4, name: 'Ngân hàng chủ nhà MT', kind: 'bank', account_key: 'bank_owner_mt', accounting_account: '1123' },
  { id: 5, name: 'Ngân hàng chủ thứ hai', kind: 'bank', account_key: 'bank_partner', accounting_account: '1124' },
  { id: 6, name: 'Tiền mặt BN', kind: 'cash', account_key: 'cash_bn', accounting_account: '1111', building: 'BN' },
  { id: 7, name: 'Tiền mặt GB', kind: 'cash', account_key: 'cash_gb', accounting_account: '1112', building: 'GB' },
  { id: 8, name: 'Tiền mặt TT', kind: 'cash', account_key: 'cash_tt', accounting_account: '1113', building: 'TT' },
  { id: 9, name: 'Tiền mặt XA', kind: 'cash', account_key: 'cash_xa', accounting_account: '1114', building: 'XA' },
  { id: 10, name: 'Tiền mặt MA-MT', kind: 'cash', account_key: 'cash_ma', accounting_account: '1115', building: 'MA' },
];

export const WALLET_IDS = WALLETS.map((w) => w.id);
export const walletOf = (id: number): Wallet | undefined => WALLETS.find((w) => w.id === id);
export const walletName = (id: number | undefined): string => (id === undefined ? 'N/F' : (walletOf(id)?.name ?? 'N/F'));
