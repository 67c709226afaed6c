import type { PriceSettings } from '../../shared/api/admin/prices';
import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { addMonths } from '../../shared/dates';
import { auditItem, type AuditEntry } from '../platform/audit';
import type { Caller } from '../platform/claims';
import type { TxItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { editLockCheck, latestPaymentMonth } from '../kernel/ledger/edit-lock';
import { dayDash, monthDash, notBilledCheck, runsFrom, runsText } from '../bills';
import { priceSettings, putSettings } from './model/prices';

/** What every price-settings write shares: the version the caller saw, and the months already billed. */

export const dayText = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
export const perKwhText = (n: number) => `${n.toLocaleString('vi-VN')} đ/kWh`;

/** The stored settings, refused (409 `stale`) when the caller decided on another version of them. */
export async function settingsAt(version: number): Promise<PriceSettings> {
  const s = await priceSettings();
  if (s.version !== version) throw new Conflict('Bảng giá vừa được người khác thay đổi, vui lòng tải lại', 'version', 'stale');
  return s;
}

/** What a dated setting is for: one building's price, or every building (a price for all, a ceiling). */
export interface PriceLock {
  from: string;
  building?: BuildingCode;
}

const buildingsOf = (lock: PriceLock): readonly BuildingCode[] => (lock.building ? [lock.building] : BUILDING_CODES);

/**
 * A month's bills are priced on its last day, so once a building has run month M no setting of that
 * building dated in M or before may appear, change or go: its bills used the old one. Each building
 * locks by its own runs (billed-months.ts): BN's price for a month BN has not billed stays free while
 * MA and GB have run it. A setting for every building is refused while any building has billed its
 * month, naming those (a price for the others is their own entry). Dates before the spec's edit lock
 * (the first open month of the books) stay closed too. 409 `period_locked` on `from`; `refusal`
 * words it from "Kỳ 11-2026 của toà MA, GB" and the first day a new entry could apply.
 */
export async function assertNotBilled(lock: PriceLock, refusal: (ran: string, firstOpen: string) => string): Promise<void> {
  const month = lock.from.slice(0, 7);
  const [ran, booksOpen] = await Promise.all([runsFrom(month, buildingsOf(lock)), latestPaymentMonth()]);
  if (ran.length) {
    const newest = ran.map((r) => r.month).reduce((a, b) => (b > a ? b : a));
    throw new Conflict(refusal(runsText(ran), dayDash(`${addMonths(newest, 1)}-01`)), 'from', 'period_locked');
  }
  if (booksOpen && month < booksOpen)
    throw new Conflict(
      `Kỳ đã khoá sổ đến hết tháng ${monthDash(addMonths(booksOpen, -1))}: ngày áp dụng phải từ ngày ${dayDash(`${booksOpen}-01`)}`,
      'from',
      'period_locked',
    );
}

/** The same in the write's transaction: a run of a building in scope (or the books' lock) landing meanwhile makes it fail. */
const notBilledChecks = (lock: PriceLock): TxItem[] => [
  ...editLockCheck({ from: lock.from }),
  ...buildingsOf(lock).map((b) =>
    notBilledCheck(b, lock.from.slice(0, 7), { conflict: `Toà ${b} vừa tính tiền kỳ ${monthDash(lock.from.slice(0, 7))}`, field: 'from' }),
  ),
];

/**
 * Writes the changed settings in ONE transaction: the whole item on the version read, the check that
 * the entry's month is still unbilled (by the buildings it is for), the log line and the stored answer
 * (the settings as now).
 */
export function commitSettings(
  caller: Caller,
  stored: PriceSettings,
  next: Omit<PriceSettings, 'version'>,
  lock: PriceLock,
  audit: Omit<AuditEntry, 'entity'>,
) {
  const at = nowIso();
  const { item, settings } = putSettings(next, stored.version, caller.username, at);
  return commit([...notBilledChecks(lock), item, auditItem(caller, { entity: 'price_settings', ...audit }, at)], settings);
}
