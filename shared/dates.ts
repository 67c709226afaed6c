/**
 * Calendar dates of the business, `YYYY-MM-DD` in Asia/Ho_Chi_Minh (UTC+7, no daylight saving) and
 * months `YYYY-MM`: the one place web and functions take them from.
 */
const OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Today in Vietnam. */
export const vnToday = (now = Date.now()): string => new Date(now + OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (date: string, n: number): string => new Date(utc(date) + n * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (a: string, b: string): number => Math.round((utc(b) - utc(a)) / DAY_MS);

export const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The last calendar day of a month: `2026-02` → `2026-02-28`. */
export const lastDayOf = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** Months from `from` to `to` inclusive (dates or months), `YYYY-MM`, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const [ty, tm] = to.slice(0, 7).split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** How many calendar months a range touches: 2026-01-31..2026-02-01 touches 2. */
export const monthsSpanned = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** The first day the books can hold: the operator's records start in October 2019. */
export const FIRST_BOOK_DATE = '2019-10-01';
/** A voucher may be dated at most this many days ahead (a receipt written before the month turns). */
export const VOUCHER_DAYS_AHEAD = 31;
/** A plan (an expected move-in or leave) may lie at most a year ahead. */
export const PLAN_DAYS_AHEAD = 366;

/** The month `n` months after `month` (before, if negative): `2026-01`, -2 → `2025-11`. */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A day as a person reads it (spec §9: DD-MM-YYYY): `2026-11-26` → `26-11-2026`. */
export const dayText = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * Every ISO day in a text a person reads, as DD-MM-YYYY: the last net under messages built from
 * stored values (an error's message leaves through one place, functions/platform/http/handler.ts).
 */
export const readableDays = (text: string): string => text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3-$2-$1');

/** A month as the interface writes it: `MM/YYYY`. */
export const monthText = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
