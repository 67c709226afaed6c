import { afterAll, beforeAll } from 'vitest';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../infra/local/provision';
import { seedDemoData } from '../../infra/local/seed';
import { dynamo } from '../../functions/platform/db/client';

/**
 * For a test file that rewrites a whole database (clearing it, writing months of history): its own
 * table with the demo rooms, used by the handlers this file calls in-process, dropped at the end.
 * The other test files' data is untouched. `before` runs first, against the shared table.
 */
export function useOwnTable(prefix: string, before?: () => Promise<void>): string {
  return ownTable(prefix, { before, seed: true });
}

/** The same with nothing in it: an operator going live starts from an empty table (issue 25). */
export const useEmptyTable = (prefix: string): string => ownTable(prefix, { seed: false });

function ownTable(prefix: string, o: { before?: () => Promise<void>; seed: boolean }): string {
  const shared = process.env.TABLE_NAME!;
  const table = `${prefix}-${Date.now()}`;
  beforeAll(async () => {
    await o.before?.();
    process.env.TABLE_NAME = table;
    await ensureTable(dynamo(), table);
    if (o.seed) await seedDemoData();
  });
  afterAll(async () => {
    await dynamo().send(new DeleteTableCommand({ TableName: table }));
    process.env.TABLE_NAME = shared;
  });
  return table;
}
