import type { PayeeSettings } from '../../../shared/api/expenses/payees';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { publicFields } from '../../platform/db/records';
import type { TxItem } from '../../platform/db/transact';
import { versionedSettingsItem } from '../../kernel/settings-item';

/**
 * The expense payees: ONE item (`SETTINGS` / `PAYEES`), read whole by the expense screen and by every
 * expense slip (the payee must be on it), saved whole by an admin on the version edited from. Never
 * set: version 0, no payees.
 */

export const EMPTY_PAYEES: PayeeSettings = { payees: [], version: 0 };

export async function readPayees(consistent = false): Promise<PayeeSettings> {
  const item = await getItem(keys.payeeSettings, { consistent });
  return item ? publicFields<PayeeSettings>(item) : EMPTY_PAYEES;
}

/** The whole list, on condition that nobody saved since the version read (absent for 0): else 409 `stale` on `version`. */
export const payeeSettingsItem = (next: PayeeSettings, seenVersion: number): TxItem =>
  versionedSettingsItem(keys.payeeSettings, 'payee_settings', next, seenVersion, 'Danh sách người nhận tiền vừa được người khác thay đổi, vui lòng tải lại');
