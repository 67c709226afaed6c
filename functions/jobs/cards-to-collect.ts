import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { backfillCardsToCollect, cardsToCollectReady, markCardsToCollectReady } from '../customers';

/**
 * One-off migration: the cards to collect are kept as items of their own (`VCARDDUE#<building>`,
 * customers/model/cards-to-collect.ts) since after the first cards, so a table holding cards out gets
 * one per card out that no running stay's vehicle holds: each building's cards out (one Query) and
 * their stays read by key, each item written on the card and the stay as read (a write meanwhile is
 * read again), then `META` / `MIGRATION#cards-to-collect-v1`, after which the dashboard reads the kept
 * items. Idempotent (a run cut short is run again); the local stack runs it at every start (then one
 * read); AWS: README.
 */
export async function backfillCardsToCollectAll(): Promise<{ already: boolean; cards: number }> {
  if (await cardsToCollectReady()) return { already: true, cards: 0 };
  let cards = 0;
  for (const building of BUILDING_CODES) cards += await backfillCardsToCollect(building);
  await markCardsToCollectReady('backfill-cards-to-collect');
  return { already: false, cards };
}
