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

export { monthsBetween } from '../../shared/dates';
