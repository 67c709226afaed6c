import { getMany, type Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import type { Entry } from './entry';
import { rollupObject } from '../model/rollup';
import { RECEIVABLE, sideBuilding } from './kept-sides-rules';
import type { ReceivableReads } from './posting';

/**
 * The rollup of every 1311 object the entries move, strongly consistent (one BatchGet; absent: none
 * yet): what postVoucher hands keptEntryItems so the sides move with the voucher.
 */
export async function receivableReads(entries: readonly Entry[]): Promise<ReceivableReads> {
  const objects = [...new Set(entries.flatMap((e) => e.lines.filter((l) => sideBuilding(l.account, l.object)).map((l) => l.object!)))];
  const out = new Map<string, Item | undefined>(objects.map((o) => [o, undefined]));
  if (!objects.length) return out;
  const items = await getMany(
    objects.map((o) => keys.rollupObject(RECEIVABLE, o, undefined)),
    { consistent: true },
  );
  for (const i of items) out.set(rollupObject(i), i);
  return out;
}
