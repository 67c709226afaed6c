import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { env } from '../../lib/env';
import { PeriodLocked } from '../../lib/errors';

/** Month of the newest payment log (`YYYY-MM`), if any month has been billed. */
export async function latestPaymentMonth(): Promise<string | undefined> {
  const r = await db().send(
    new QueryCommand({
      TableName: env.tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.paymentLogs },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return r.Items?.[0]?.month as string | undefined;
}

/**
 * Business rules §5: once month M has a payment log, nothing dated before the first day of M may be
 * created, edited or deleted. Every voucher write checks each date it touches.
 */
export async function assertOpen(...dates: string[]): Promise<void> {
  const month = await latestPaymentMonth();
  if (month && dates.some((d) => d < `${month}-01`)) throw new PeriodLocked();
}
