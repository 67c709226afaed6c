import * as api from '../../shared/api/admin';
import { ENTITIES } from '../platform/db/entities';
import { keptCounts } from '../platform/db/kept-counts';
import { operation } from '../platform/http/handler';

/**
 * Records per type from the kept counts (one BatchGet of a few items: O(types × shards) whatever the
 * table holds), never by reading the records. Before the one-off backfill of older data has run, each
 * row says `counting` (the web shows "đang đếm", not a number that would be wrong).
 */
export const listCollections = operation(api.listCollections, async () => {
  const { counts, ready } = await keptCounts();
  return Object.entries(ENTITIES).map(([entity, label]) => ({
    entity,
    label,
    count: Math.max(0, counts.get(entity) ?? 0),
    ...(ready ? {} : { counting: true }),
  }));
});
