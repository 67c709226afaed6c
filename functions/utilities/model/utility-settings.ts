import { DEFAULT_UTILITY_SETTINGS, type UtilitySettings } from '../../../shared/api/utilities';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import type { TxItem } from '../../platform/db/transact';
import { versionedSettingsItem } from '../../kernel/settings-item';

/**
 * The utility settings (loss threshold, analysis flag thresholds): ONE item (`SETTINGS` / `UTILITIES`),
 * read whole by the loss report and the consumption analysis, saved whole by an admin on the version
 * edited from. Never saved: the defaults of shared/api/utilities.ts, version 0.
 */

export const utilitySettingsOf = (item: Record<string, unknown> | undefined): UtilitySettings => ({
  loss_threshold: Number(item?.loss_threshold ?? DEFAULT_UTILITY_SETTINGS.loss_threshold),
  median_excess: Number(item?.median_excess ?? DEFAULT_UTILITY_SETTINGS.median_excess),
  explained_excess: Number(item?.explained_excess ?? DEFAULT_UTILITY_SETTINGS.explained_excess),
  empty_room_tolerance: Number(item?.empty_room_tolerance ?? DEFAULT_UTILITY_SETTINGS.empty_room_tolerance),
  version: Number(item?.version ?? 0),
});

/** The settings in force now (strongly consistent: a save decides on the version read). */
export async function utilitySettingsNow(): Promise<UtilitySettings> {
  return utilitySettingsOf(await getItem(keys.utilitySettings, { consistent: true }));
}

export const UTILITY_SETTINGS_STALE = 'Cài đặt điện nước vừa được người khác thay đổi, vui lòng tải lại';

/** The whole item, on condition that nobody saved since the version read (absent for 0): else 409 `stale` on `version`. */
export const utilitySettingsItem = (next: UtilitySettings & { updated_at: string; updated_by: string }, seenVersion: number): TxItem =>
  versionedSettingsItem(keys.utilitySettings, 'utility_settings', next, seenVersion, UTILITY_SETTINGS_STALE);
