import type { BankSettings } from '../../../shared/api/admin/bank-wallets';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { publicFields } from '../../platform/db/records';
import { about, putItem, type TxItem } from '../../platform/db/transact';

/**
 * The bank-wallet settings: ONE item (`SETTINGS` / `BANK_WALLETS`) holding every bank wallet's account
 * and each building's collecting wallet, so a print reads one Get and an admin's save is one Put on the
 * version it was edited from. Never set: version 0, no wallets, no mapping (the print shows no QR).
 */

export const EMPTY_BANK_SETTINGS: BankSettings = { wallets: [], collect: {}, version: 0 };

export async function readBankSettings(): Promise<BankSettings> {
  const item = await getItem(keys.bankSettings);
  return item ? publicFields<BankSettings>(item) : EMPTY_BANK_SETTINGS;
}

/**
 * The whole settings as the admin saved them, on condition that nobody saved since the version the
 * admin read (absent for version 0): a lost race is a 409 `stale` on `version`.
 */
export function bankSettingsItem(next: BankSettings, seenVersion: number): TxItem {
  const conflict = 'Cài đặt tài khoản ngân hàng vừa được người khác thay đổi, vui lòng tải lại';
  return about(
    putItem(
      { ...keys.bankSettings, entity: 'bank_settings', ...next },
      seenVersion === 0
        ? { expression: 'attribute_not_exists(PK)', conflict }
        : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': seenVersion }, conflict },
    ),
    'version',
  );
}
