import type { BuildingCode } from '../../../shared/catalog/buildings';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * The billing runs as other domains read them (readings, prices, the dashboard): whether a building has
 * billed a month yet. The bills domain owns the run record (bills/model/billed-months.ts); this read
 * lives in the kernel so a domain that only asks it does not load the whole bills domain.
 */

/** The building's newest run of `month` or later, if any (one strongly consistent Query, newest first, one item). */
export async function newestRunFrom(building: BuildingCode, month: string): Promise<string | undefined> {
  const [item] = await queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND SK >= :m',
      ExpressionAttributeValues: { ':pk': keys.billRuns(building), ':m': month },
      ProjectionExpression: 'SK',
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    },
    1,
  );
  return item ? String(item.SK) : undefined;
}
