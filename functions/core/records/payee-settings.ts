import type { PayeeSettings } from '../../../shared/api/settings-payees';
import { getItem } from '../../lib/db/items';
import { keys } from '../../lib/db/keys';
import { publicFields } from '../../lib/db/records';
import type { TxItem } from '../../lib/db/transact';
import { versionedSettingsItem } from './settings-item';

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
export const payeeSettingsItem = (next: PayeeSettings, seenVersion: number): TxItem => versionedSettingsItem(keys.payeeSettings, 'payee_settings', next, seenVersion, 'Danh sách người nhận tiền vừa được người khác thay đổi, vui lòng tải lại');
