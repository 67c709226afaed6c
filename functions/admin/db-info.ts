import * as api from '../../shared/api/admin';
import { describeTable } from '../platform/db/items';
import { env } from '../platform/env';
import { operation } from '../platform/http/handler';

export const dbInfo = operation(api.dbInfo, async () => {
  const t = await describeTable();
  return {
    table: env.tableName(),
    status: t?.TableStatus ?? 'UNKNOWN',
    item_count: t?.ItemCount ?? 0,
    size_bytes: t?.TableSizeBytes ?? 0,
    indexes: (t?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? ''),
    billing_mode: t?.BillingModeSummary?.BillingMode ?? 'PAY_PER_REQUEST',
    stage: env.stage(),
    local: Boolean(env.dynamodbEndpoint()),
    allow_clear_database: env.allowClearDatabase(),
  };
});
