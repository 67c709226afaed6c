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
  const shared = process.env.TABLE_NAME!;
  const table = `${prefix}-${Date.now()}`;
  beforeAll(async () => {
    await before?.();
    process.env.TABLE_NAME = table;
    await ensureTable(dynamo(), table);
    await seedDemoData();
  });
  afterAll(async () => {
    await dynamo().send(new DeleteTableCommand({ TableName: table }));
    process.env.TABLE_NAME = shared;
  });
  return table;
}
