import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { missingSheetHeads } from '../readings';
import { MAX_TX_ITEMS } from '../platform/db/transact';
import { writeSkippingChanged } from './write-skipping-changed';

/**
 * One-off migration: every reading sheet has a head (`READHEAD#<b>#<type>` / `<month>`, its version,
 * written with it since the kept room totals came: utilities/model/room-totals.ts). A sheet from before
 * gets its head here; until then the totals that rely on it are made again from the sheets at each read
 * (right, only slower). Per building and type, two Queries and the missing heads' creates; run again,
 * it finds none, so it needs no marker. The local stack runs it at every start; AWS: README.
 */
export async function backfillReadingHeads(): Promise<{ heads: number }> {
  let heads = 0;
  for (const building of BUILDING_CODES)
    for (const type of ['E', 'W'] as const) {
      const creates = await missingSheetHeads(building, type);
      for (let i = 0; i < creates.length; i += MAX_TX_ITEMS) heads += await writeSkippingChanged(creates.slice(i, i + MAX_TX_ITEMS));
    }
  return { heads };
}
