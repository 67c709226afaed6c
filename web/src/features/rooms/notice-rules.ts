import dayjs from 'dayjs';

/** Business rules §4: thirty days' notice is the norm (a contract may say otherwise). */
export const NORMAL_NOTICE_DAYS = 30;

/** Days between the notice and the expected leave date. */
export const noticeDays = (date: string, expectedLeave: string): number => dayjs(expectedLeave).diff(dayjs(date), 'day');

/** Days from today to the expected leave date (negative once it has passed). */
export const daysLeft = (expectedLeave: string, today = dayjs()): number => dayjs(expectedLeave).startOf('day').diff(today.startOf('day'), 'day');
