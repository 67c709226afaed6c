/**
 * The single table's shape, read by CDK (TableV2) and by the local stack (CreateTable), so both
 * build the same table. Index names say the access pattern they serve; docs/table-design.md lists
 * which entity uses which.
 */
export interface IndexDesign {
  partitionKey: string;
  sortKey?: string;
  projection: 'ALL' | 'KEYS_ONLY';
}

export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Epoch seconds; DynamoDB deletes the item after it (idempotency records, short-lived locks). */
  ttlAttribute: 'expiration',
  indexes: {
    /** Records of one building in one month, by date: `<TYPE>#<building>#<YYYY-MM>` / `<date>#<id>`. */
    byBuildingMonth: { partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
    /** Everything about one room over time: `ROOM#<building>#<room>` / `<TYPE>#<date>#<id>`. */
    byRoom: { partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
    /** Keys of every item of one entity type: admin counts and clear-database without a Scan. */
    byEntityType: { partitionKey: 'entity', projection: 'KEYS_ONLY' },
  } satisfies Record<string, IndexDesign>,
} as const;

export type IndexName = keyof typeof TABLE.indexes;
