import * as api from '../../shared/api/admin';
import { ENTITIES } from '../platform/db/entities';
import { keptCounts } from '../platform/db/kept-counts';
import { describeTable } from '../platform/db/items';
import { TABLE } from '../platform/db/table';
import { env } from '../platform/env';
import { operation } from '../platform/http/handler';

type Described = Awaited<ReturnType<typeof describeTable>>;

/** DynamoDB Local answers DescribeTable by reading the whole table (0.25 s at 60,000 items): waited for this long at most. */
const LOCAL_DESCRIBE_MS = 300;
/** Per table (a test may switch tables in one process). */
const lastDescribed = new Map<string, Described>();

/**
 * DescribeTable: on AWS table metadata, answered at once; on DynamoDB Local a walk over every item, so
 * there the answer is what came back within LOCAL_DESCRIBE_MS, else the last one this process got
 * (the walk goes on in the background and serves the next request).
 */
function described(): Promise<Described> {
  const table = env.tableName();
  const call = describeTable().then((t) => (lastDescribed.set(table, t), t));
  if (!env.dynamodbEndpoint()) return call;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Described>((r) => (timer = setTimeout(() => r(lastDescribed.get(table)), LOCAL_DESCRIBE_MS)));
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/**
 * The table, with its record count from the kept counts (the sum of every type the admin lists, as
 * the collections card shows them): DescribeTable's ItemCount is six-hourly on AWS and a count of the
 * whole table on DynamoDB Local. `counting` until the backfill of older data has run.
 */
export const dbInfo = operation(api.dbInfo, async () => {
  const [t, kept] = await Promise.all([described(), keptCounts()]);
  const items = Object.keys(ENTITIES).reduce((sum, e) => sum + Math.max(0, kept.counts.get(e) ?? 0), 0);
  return {
    table: env.tableName(),
    // Locally, before any description came back: the table answered the counts' read, with the design's indexes.
    status: t?.TableStatus ?? (env.dynamodbEndpoint() ? 'ACTIVE' : 'UNKNOWN'),
    item_count: items,
    size_bytes: t?.TableSizeBytes ?? 0,
    indexes: t ? (t.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '') : Object.keys(TABLE.indexes),
    billing_mode: t?.BillingModeSummary?.BillingMode ?? 'PAY_PER_REQUEST',
    stage: env.stage(),
    local: Boolean(env.dynamodbEndpoint()),
    allow_clear_database: env.allowClearDatabase(),
    ...(kept.ready ? {} : { counting: true }),
  };
});
