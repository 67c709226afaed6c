import { queryAll } from '../../platform/db/query';
import { paymentLogMonth } from '../model/payment-log';
import { keys } from '../../platform/db/keys';
import { PeriodLocked } from '../../platform/errors';
import { conditionCheck, type TxItem } from '../../platform/db/transact';

/** Month of the newest payment log (`YYYY-MM`), if any month has been billed. */
export async function latestPaymentMonth(): Promise<string | undefined> {
  const [newest] = await queryAll(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.paymentLogs }, ScanIndexForward: false, Limit: 1 },
    1,
  );
  return newest ? paymentLogMonth(newest) : undefined;
}

/**
 * Business rules §5: once month M has a payment log, nothing dated before the first day of M may be
 * created, edited or deleted. Every voucher write checks each date it touches.
 */
export async function assertOpen(...dates: string[]): Promise<void> {
  const month = await latestPaymentMonth();
  if (month && dates.some((d) => d < `${month}-01`)) throw new PeriodLocked();
}

/** The dates a voucher touches, by the request field that carries each (for the message's place). */
export type LockDates = Record<string, string | undefined>;

/** The same check for a voucher's named dates: 409 `Kỳ đã khoá sổ` on the first field in a closed month. */
export async function assertDatesOpen(dates: LockDates): Promise<void> {
  const month = await latestPaymentMonth();
  if (!month) return;
  const closed = Object.entries(dates).find(([, d]) => d !== undefined && d < `${month}-01`);
  if (closed) throw new PeriodLocked(closed[0]);
}

/** In the voucher's transaction: the lock item (if any) must not have moved past the voucher's oldest date. */
export function editLockCheck(dates: LockDates): TxItem[] {
  const set = Object.entries(dates).filter((e): e is [string, string] => e[1] !== undefined);
  if (!set.length) return [];
  const [field, oldest] = set.reduce((a, b) => (b[1] < a[1] ? b : a));
  return [
    conditionCheck(keys.editLock, {
      expression: 'attribute_not_exists(PK) OR #m <= :m',
      names: { '#m': 'month' },
      values: { ':m': oldest.slice(0, 7) },
      conflict: 'Kỳ đã khoá sổ',
      field,
      code: 'period_locked',
    }),
  ];
}
