/**
 * Dates are calendar dates in Asia/Ho_Chi_Minh (UTC+7, no daylight saving), so the local date is the
 * UTC instant shifted by seven hours.
 */
const OFFSET_MS = 7 * 3600_000;

export const nowIso = (): string => new Date().toISOString();

/** `YYYY-MM-DD` of an instant in Vietnam. */
export const vnDate = (at: Date = new Date()): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM` of a date or instant. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The UTC instant at which a Vietnamese calendar day starts. */
export const vnDayStart = (date: string): Date => new Date(Date.parse(`${date}T00:00:00+07:00`));

/** Months from `from` to `to` inclusive, `YYYY-MM`, oldest first. */
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
