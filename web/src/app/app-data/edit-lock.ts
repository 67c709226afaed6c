import dayjs, { type Dayjs } from 'dayjs';

/** Spec §9: until the latest payment log is known, the lock is 30 days back. */
export const DEFAULT_LOCK_WINDOW_MS = 2592e6;

/**
 * The first date that may still be edited (spec §4): the first day of the latest payment log's month,
 * or now − 30 days while that log has not loaded.
 */
export function editLockLimit(latestPaymentMonth: string | null | undefined, now: number = Date.now()): Dayjs {
  if (latestPaymentMonth && /^\d{4}-\d{2}$/.test(latestPaymentMonth)) return dayjs(`${latestPaymentMonth}-01`).startOf('day');
  return dayjs(now - DEFAULT_LOCK_WINDOW_MS);
}

/** For antd DatePicker's `disabledDate`: dates before the limit cannot be chosen. */
export const isLockedDate = (limit: Dayjs, date: Dayjs): boolean => date.isBefore(limit, 'day');
