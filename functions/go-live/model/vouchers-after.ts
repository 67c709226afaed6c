import { monthsBetween, vnToday } from '../../../shared/dates';
import { queryOnce } from '../../platform/db/query';
import { keys } from '../../platform/db/keys';

/** Months asked at once: the journal's partitions are read a few at a time, one item each. */
const PARALLEL = 12;

/**
 * The date of a journal line after `date`, if any (every voucher that moves money posts one): the
 * cut-over month's partition from the day after, then each later month's up to this one, a Query of
 * one item each, so the cost is one small read per month whatever the volume.
 */
export async function firstVoucherAfter(date: string): Promise<string | undefined> {
  const months = monthsBetween(date, vnToday());
  for (let i = 0; i < months.length; i += PARALLEL) {
    const found = await Promise.all(
      months.slice(i, i + PARALLEL).map(async (month) => {
        const first = month === date.slice(0, 7);
        const { items } = await queryOnce({
          KeyConditionExpression: first ? 'PK = :pk AND SK > :after' : 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.journalMonth(month), ...(first ? { ':after': `${date}#\uffff` } : {}) },
          ProjectionExpression: 'SK',
          Limit: 1,
        });
        return items[0] ? String(items[0].SK).slice(0, 10) : undefined;
      }),
    );
    const hit = found.find(Boolean);
    if (hit) return hit;
  }
  return undefined;
}
