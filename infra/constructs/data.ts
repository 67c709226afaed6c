import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2, type GlobalSecondaryIndexPropsV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE, type IndexDesign } from '../../functions/platform/db/table';

const str = (name: string) => ({ name, type: AttributeType.STRING });

const gsi = (indexName: string, design: IndexDesign): GlobalSecondaryIndexPropsV2 => ({
  indexName,
  partitionKey: str(design.partitionKey),
  ...(design.sortKey ? { sortKey: str(design.sortKey) } : {}),
  projectionType: design.projection === 'ALL' ? ProjectionType.ALL : ProjectionType.KEYS_ONLY,
});

/** The single table, built from the same TABLE design the local stack creates. */
export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: str(TABLE.partitionKey),
      sortKey: str(TABLE.sortKey),
      billing: Billing.onDemand(),
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // The books of account live here: a stack delete must never take them along.
      removalPolicy: RemovalPolicy.RETAIN,
      globalSecondaryIndexes: Object.entries(TABLE.indexes).map(([name, design]) => gsi(name, design)),
    });
  }
}
