import { daysBetween, vnToday } from '../../../../shared/dates';
import { formatNumber } from '../../lib/format';
import type { DataColumn } from './columns';

/**
 * How many days a piece of open work has waited since `since` (today in Asia/Ho_Chi_Minh); work that
 * is done (`since` undefined) no longer waits. One rule for every list of open work (issue 23 §9:
 * repairs, refunds to pay, bank lines to confirm), newest first with this column beside it.
 */
export const daysWaiting = (since: string | undefined, today = vnToday()): number | undefined =>
  since === undefined ? undefined : Math.max(0, daysBetween(since, today));

/** The "Số ngày chờ" column: `since` gives the date the row started waiting, or undefined once it is done. */
export function daysWaitingColumn<T>(since: (row: T) => string | undefined): DataColumn<T> {
  return {
    key: 'days_waiting',
    title: 'Số ngày chờ',
    exportAs: 'number',
    kind: 'money',
    value: (r) => daysWaiting(since(r)),
    render: (_: unknown, r: T) => {
      const days = daysWaiting(since(r));
      return days === undefined ? '' : `${formatNumber(days)} ngày`;
    },
  };
}
