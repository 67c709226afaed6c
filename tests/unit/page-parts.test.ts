import { beforeEach, describe, expect, it } from 'vitest';
import './lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { indexKey, pageOfParts } from '../../functions/platform/db/page';
import { encodeCursor } from '../../functions/platform/db/cursor';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const KEY = indexKey('GSI1PK', 'GSI1SK');
const part = (pk: string) => ({
  pk,
  input: {
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: 'kept = :y',
    ExpressionAttributeValues: { ':pk': pk, ':y': true },
  },
  within: (k: Record<string, string>) => k.GSI1SK!.startsWith('2026-'),
});
const row = (pk: string, sk: string) => ({ GSI1PK: pk, GSI1SK: sk, PK: `X#${sk}`, SK: 'X', kept: true });
const asked = () => ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);

describe('pageOfParts (issue 23 §13: a request reads a bounded page)', () => {
  it('with `examine`, stops after that many items examined and hands out where DynamoDB stopped, even on a short or empty page', async () => {
    const lek = { GSI1PK: 'A', GSI1SK: '2026-10-05#9', PK: 'X#9', SK: 'X' };
    ddb.on(QueryCommand).resolvesOnce({ Items: [row('A', '2026-10-01#1')], ScannedCount: 100, LastEvaluatedKey: lek });
    const page = await pageOfParts([part('A'), part('B')], { limit: 50 }, KEY, { examine: 100 });
    expect(page.items).toHaveLength(1);
    expect(page.cursor).toBe(encodeCursor(lek));
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.Limit).toBe(100);

    // The next request starts where DynamoDB stopped; a partition that ends within the budget moves on.
    ddb.reset();
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [], ScannedCount: 40 })
      .resolvesOnce({ Items: [row('B', '2026-10-02#2')], ScannedCount: 60, LastEvaluatedKey: { GSI1PK: 'B', GSI1SK: '2026-10-07#7', PK: 'X#7', SK: 'X' } });
    const next = await pageOfParts([part('A'), part('B')], { limit: 50, cursor: page.cursor }, KEY, { examine: 100 });
    expect(asked().map((i) => [i.ExpressionAttributeValues![':pk'], i.ExclusiveStartKey, i.Limit])).toEqual([
      ['A', lek, 100],
      ['B', undefined, 60],
    ]);
    expect(next.items.map((i) => i.GSI1SK)).toEqual(['2026-10-02#2']);
    expect(next.cursor).toBeDefined();
  });

  it('without `examine`, reads on until the page is full, and ends without a cursor when the parts end', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [row('A', '2026-10-01#1')], ScannedCount: 500, LastEvaluatedKey: { GSI1PK: 'A', GSI1SK: '2026-10-09#9', PK: 'X#9', SK: 'X' } })
      .resolvesOnce({ Items: [row('A', '2026-10-10#3')], ScannedCount: 10 })
      .resolvesOnce({ Items: [], ScannedCount: 0 });
    const page = await pageOfParts([part('A'), part('B')], { limit: 50 }, KEY);
    expect(page.items).toHaveLength(2);
    expect(page.cursor).toBeUndefined();
  });

  it('refuses a cursor outside the parts or outside a part’s key condition, before any read', async () => {
    const outside = encodeCursor({ GSI1PK: 'A', GSI1SK: '2025-01-01#1', PK: 'X#1', SK: 'X' });
    const other = encodeCursor({ GSI1PK: 'C', GSI1SK: '2026-10-01#1', PK: 'X#1', SK: 'X' });
    for (const cursor of [outside, other, 'not-a-cursor'])
      await expect(pageOfParts([part('A')], { limit: 50, cursor }, KEY)).rejects.toMatchObject({ status: 400, field: 'cursor' });
    expect(asked()).toHaveLength(0);
  });
});
