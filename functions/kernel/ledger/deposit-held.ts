import { accountOf } from '../../../shared/catalog/accounts';
import { monthlyTotals, rollupObject } from '../model/rollup';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';

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
  for (const item of await getMany(wanted, { consistent })) {
    const object = rollupObject(item);
    let net = 0;
    for (const t of monthlyTotals(item).values()) net += t.credit - t.debit;
    held.set(object, (held.get(object) ?? 0) + net);
  }
  return held;
}

export const heldByOne = async (object: string): Promise<number> => (await heldBy([object], true)).get(object) ?? 0;
