import { beforeEach, describe, expect, it } from 'vitest';
import './lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { linesPage } from '../../functions/kernel/ledger/journal';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const line = (n: number) => ({
  PK: 'JNL#2026-10',
  SK: `2026-10-0${n}#E${n}#0`,
  GSI1PK: 'JNL#BN#2026-10',
  GSI1SK: `2026-10-0${n}#E${n}#0`,
  date: `2026-10-0${n}`,
  entry_id: `E${n}`,
  line: 0,
  account: '1111',
  debit: 1,
  credit: 0,
});

describe('the journal page (issue 23 §13: a busy month costs the same per read)', () => {
  it('asks DynamoDB for no more lines than the page still lacks when nothing is filtered', async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [line(1), line(2)], LastEvaluatedKey: { GSI1PK: 'JNL#BN#2026-10', GSI1SK: line(2).GSI1SK, PK: 'JNL#2026-10', SK: line(2).SK } });
    const page = await linesPage('2026-10-01', '2026-10-31', { building: 'BN' }, { limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.cursor).toBeDefined();
    const asked = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.Limit).toBe(2);
  });

  it('reads a filtered month as it comes (Limit would count the lines examined, not those kept)', async () => {
    ddb.on(QueryCommand).resolves({ Items: [line(1)] });
    await linesPage('2026-10-01', '2026-10-31', { building: 'BN', account: '1311' }, { limit: 2 });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.Limit).toBeUndefined();
  });
});
