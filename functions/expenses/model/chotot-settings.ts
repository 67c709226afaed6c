import type { ChototSettings } from '../../../shared/api/expenses/chotot';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import type { TxItem } from '../../platform/db/transact';
import { versionedSettingsItem } from '../../kernel/settings-item';

/**
 * The Chợ Tốt partner API's address and key: ONE item (`SETTINGS` / `CHOTOT`). The key stays in the
 * table (encrypted at rest with it) and leaves it only for the partner's Authorization header:
 * `publicChotot` is the one shape any answer carries, with `key_set` instead of the key.
 */
export interface StoredChotot {
  base_url?: string;
  key?: string;
  version: number;
  updated_at?: string;
  updated_by?: string;
}

export async function readChotot(): Promise<StoredChotot> {
  const item = await getItem(keys.chototSettings, { consistent: true });
  if (!item) return { version: 0 };
  return {
    ...(typeof item.base_url === 'string' ? { base_url: item.base_url } : {}),
    ...(typeof item.key === 'string' ? { key: item.key } : {}),
    version: Number(item.version ?? 0),
    ...(typeof item.updated_at === 'string' ? { updated_at: item.updated_at } : {}),
    ...(typeof item.updated_by === 'string' ? { updated_by: item.updated_by } : {}),
  };
}

export const publicChotot = (s: StoredChotot): ChototSettings => ({
  ...(s.base_url ? { base_url: s.base_url } : {}),
  key_set: !!s.key,
  version: s.version,
  ...(s.updated_at ? { updated_at: s.updated_at } : {}),
  ...(s.updated_by ? { updated_by: s.updated_by } : {}),
});

/** The whole setting, on the version read (absent for 0): a lost race is 409 `stale` on `version`. */
export const chototSettingsItem = (next: StoredChotot, seenVersion: number): TxItem =>
  versionedSettingsItem(keys.chototSettings, 'chotot_settings', next, seenVersion, 'Cài đặt API Chợ Tốt vừa được người khác thay đổi, vui lòng tải lại');
