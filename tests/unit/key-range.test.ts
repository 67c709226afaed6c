import { describe, expect, it } from 'vitest';
import { withKeyRange } from '../../functions/platform/db/query';

// A sort key's begins_with is sent as the same range written with BETWEEN (DynamoDB Local walks the
// whole partition for a begins_with: platform/db/query.ts); nothing else of the Query changes.
describe('a key prefix sent as a key range', () => {
  it('rewrites the key condition, keeping the other values and the filter', () => {
    const input = {
      IndexName: 'byRoom',
      KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :type)',
      FilterExpression: 'begins_with(checked_in_at, :month)',
      ExpressionAttributeValues: { ':pk': 'ROOM#BN#101', ':type': 'CUST#', ':month': '2026-11' },
    };
    expect(withKeyRange(input)).toEqual({
      IndexName: 'byRoom',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :type AND :typePrefixEnd',
      FilterExpression: 'begins_with(checked_in_at, :month)',
      ExpressionAttributeValues: { ':pk': 'ROOM#BN#101', ':type': 'CUST#', ':month': '2026-11', ':typePrefixEnd': 'CUST#\uffff' },
    });
  });

  it('selects what the prefix selects, on keys such as ours', () => {
    const { ExpressionAttributeValues: values } = withKeyRange({
      KeyConditionExpression: 'PK = :pk AND begins_with ( #sk , :p )',
      ExpressionAttributeValues: { ':pk': 'SEARCH#NAME#ng', ':p': 'nguyen' },
    });
    const v = values as Record<string, unknown>;
    const inRange = (k: string) => k >= String(v[':p']) && k <= String(v[':pPrefixEnd']);
    for (const k of ['nguyen', 'nguyen#BN#01J', 'nguyenthi#MT#01K', 'nguyễn#x', 'nguyen\u00ff']) expect([k, inRange(k)]).toEqual([k, k.startsWith('nguyen')]);
    for (const k of ['nguye', 'nguyeo', 'nguyfn', 'ngu', 'oguyen']) expect([k, inRange(k)]).toEqual([k, false]);
  });

  it('leaves a condition without a prefix, or a prefix that is not text, as it is', () => {
    const plain = { KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi', ExpressionAttributeValues: { ':pk': 'P', ':lo': 'a', ':hi': 'b' } };
    expect(withKeyRange(plain)).toBe(plain);
    const whole = { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'P' } };
    expect(withKeyRange(whole)).toBe(whole);
  });
});
