import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { accountOf } from '../../../shared/catalog/accounts';
import { monthlyTotals } from './rollup-fields';
import { db } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { env } from '../../lib/env';

/** The two accounts whose balance on an object is the deposit it holds (business rules §7). */
const HELD_ACCOUNTS = [accountOf('deposit_revenue')!.accounting_account, accountOf('return_deposit')!.accounting_account];

/**
 * Deposit held per object = Σ credit − Σ debit over 5112 + 5212, from the object rollups. Each
 * object has one rollup item per account (these lines carry no wallet), so this reads exactly two
 * items per object by key, 100 per request, whatever the length of the history: not a Query per
 * deposit, and not the whole partition of every deposit ever made.
 */
export async function heldBy(objects: string[], consistent = false): Promise<Map<string, number>> {
  const held = new Map<string, number>(objects.map((o) => [o, 0]));
  const wanted = [...held.keys()].flatMap((o) => HELD_ACCOUNTS.map((a) => keys.rollupObject(a, o, undefined)));
  const table = env.tableName();
  for (let i = 0; i < wanted.length; i += 100) {
    let request: Record<string, unknown>[] | undefined = wanted.slice(i, i + 100);
    for (let attempt = 0; request?.length; attempt++) {
      const r = await db().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: request, ConsistentRead: consistent } } }));
      for (const item of r.Responses?.[table] ?? []) {
        const object = String(item.object);
        let net = 0;
        for (const t of monthlyTotals(item).values()) net += t.credit - t.debit;
        held.set(object, (held.get(object) ?? 0) + net);
      }
      request = r.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
      if (request?.length) await new Promise((res) => setTimeout(res, 20 * 2 ** Math.min(attempt, 5)));
    }
  }
  return held;
}

export const heldByOne = async (object: string): Promise<number> => (await heldBy([object], true)).get(object) ?? 0;
