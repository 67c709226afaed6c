import type { PriceSettings } from '../../shared/api/settings-prices';
import { addMonths } from '../../shared/dates';
import { auditItem, type AuditEntry } from '../lib/audit';
import type { Caller } from '../lib/claims';
import { keys } from '../lib/db/keys';
import { conditionCheck, type TxItem } from '../lib/db/transact';
import { Conflict } from '../lib/errors';
import { nowIso } from '../lib/time';
import { commit } from '../core/commit';
import { latestPaymentMonth } from '../core/ledger/edit-lock';
import { priceSettings, putSettings } from '../core/records/prices';

/** What every price-settings write shares: the version the caller saw, and the months already billed. */

export const dayText = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
export const perKwhText = (n: number) => `${n.toLocaleString('vi-VN')} đ/kWh`;

/** The stored settings, refused (409 `stale`) when the caller decided on another version of them. */
export async function settingsAt(version: number): Promise<PriceSettings> {
  const s = await priceSettings();
  if (s.version !== version) throw new Conflict('Bảng giá vừa được người khác thay đổi, vui lòng tải lại', 'version', 'stale');
  return s;
}

const LOCKED = (month: string) =>
  `Kỳ đã khoá sổ: tháng ${month.slice(5, 7)}/${month.slice(0, 4)} đã tính tiền theo giá cũ, giá mới chỉ áp dụng từ ngày ${dayText(`${addMonths(month, 1)}-01`)}`;

/**
 * A month's bills are priced on its last day (and a check-out on its leave date), so once month M
 * has been billed (its payment log, which also sets the edit lock) no setting dated in M or before may
 * appear, change or go: the bills already made used the old one. 409 `period_locked` on `from`.
 */
export async function assertNotBilled(from: string): Promise<void> {
  const billed = await latestPaymentMonth();
  if (billed && from.slice(0, 7) <= billed) throw new Conflict(LOCKED(billed), 'from', 'period_locked');
}

/** The same, in the write's transaction: a billing run landing meanwhile makes it fail. */
export function notBilledCheck(from: string): TxItem {
  return conditionCheck(keys.editLock, {
    expression: 'attribute_not_exists(PK) OR #m < :m',
    names: { '#m': 'month' },
    values: { ':m': from.slice(0, 7) },
    conflict: 'Kỳ đã khoá sổ: tháng của ngày áp dụng vừa được tính tiền',
    field: 'from',
    code: 'period_locked',
  });
}

/**
 * Writes the changed settings in ONE transaction: the whole item on the version read, the check that
 * the entry's month is still unbilled, the log line and the stored answer (the settings as now).
 */
export function commitSettings(caller: Caller, stored: PriceSettings, next: Omit<PriceSettings, 'version'>, from: string, audit: Omit<AuditEntry, 'entity'>) {
  const at = nowIso();
  const { item, settings } = putSettings(next, stored.version, caller.username, at);
  return commit([notBilledCheck(from), item, auditItem(caller, { entity: 'price_settings', ...audit }, at)], settings);
}
