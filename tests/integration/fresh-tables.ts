import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../infra/local/provision';
import { seedDemoData } from '../../infra/local/seed';
import { dynamo } from '../../functions/platform/db/client';

/**
 * A property over sequences of operations where a billing run moves the global edit lock: every
 * generated sequence gets a fresh table of its own (the demo rooms, prices and users), the handlers
 * are called in-process against it, and it is dropped afterwards; the file's shared table comes back
 * at the end. `setUp` writes what every sequence starts from and answers the model.
 */
export function sequencesOnFreshTables<Op, Model>(
  prefix: string,
  o: {
    ops: fc.Arbitrary<Op>;
    length: { min: number; max: number };
    runs: number;
    setUp: () => Promise<Model>;
    step: (op: Op, model: Model) => Promise<void>;
    invariants: (model: Model) => Promise<void>;
  },
): () => Promise<void> {
  let shared = '';
  beforeAll(() => {
    shared = process.env.TABLE_NAME!;
  });
  afterAll(() => {
    process.env.TABLE_NAME = shared;
  });
  return async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(o.ops, { minLength: o.length.min, maxLength: o.length.max }), async (sequence) => {
        const table = `${prefix}-${Date.now()}-${n++}`;
        process.env.TABLE_NAME = table;
        await ensureTable(dynamo(), table);
        try {
          await seedDemoData();
          const model = await o.setUp();
          for (const op of sequence) {
            await o.step(op, model);
            await o.invariants(model);
          }
        } finally {
          await dynamo().send(new DeleteTableCommand({ TableName: table }));
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? o.runs), endOnFailure: true },
    );
  };
}
