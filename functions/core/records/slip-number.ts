import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatSlipNo } from '../../../shared/catalog/deposits';
import { db } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { env } from '../../lib/env';
import { monthOf } from '../../lib/time';

/**
 * The next slip number of a building and month, from an atomic counter (ADD, UPDATED_NEW). It is
 * taken before the deposit's transaction: if that transaction then fails, the number is simply not
 * used, and the continuous-numbering report shows the gap.
 */
export async function nextSlipNo(building: string, date: string): Promise<{ slip_no: string; seq: number }> {
  const month = monthOf(date);
  const r = await db().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.slipCounter(building, month),
      UpdateExpression: 'ADD #n :one SET entity = :e, building = :b, #month = :m',
      ExpressionAttributeNames: { '#n': 'last', '#month': 'month' },
      ExpressionAttributeValues: { ':one': 1, ':e': 'slip_counter', ':b': building, ':m': month },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const seq = Number(r.Attributes?.last);
  return { slip_no: formatSlipNo(building, date, seq), seq };
}

/** Numbers handed out per month for one building (`YYYY-MM` → last number), one Query. */
export async function issuedNumbers(building: string, from: string, to: string): Promise<Map<string, number>> {
  const r = await db().send(
    new QueryCommand({
      TableName: env.tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.slipCounters(building), ':from': from, ':to': to },
    }),
  );
  return new Map((r.Items ?? []).map((i) => [String(i.month), Number(i.last)]));
}
