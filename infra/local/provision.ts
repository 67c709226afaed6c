import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLE, type IndexDesign } from '../../functions/platform/db/table';
import { OPEN_LINES_READY } from '../../functions/bank/model/open-lines';
import { OWING_INDEX_READY } from '../../functions/kernel/ledger/owing-now';
import { PENDING_REFUNDS_READY } from '../../functions/stays/model/pending-refund';
import { CARDS_TO_COLLECT_READY } from '../../functions/customers/model/cards-to-collect';
import { ROLES } from '../../shared/catalog/roles';
import { DEMO_USERS, DEMO_PASSWORD } from './demo-users';

const gsi = (name: string, d: IndexDesign): GlobalSecondaryIndex => ({
  IndexName: name,
  KeySchema: [{ AttributeName: d.partitionKey, KeyType: 'HASH' }, ...(d.sortKey ? [{ AttributeName: d.sortKey, KeyType: 'RANGE' as const }] : [])],
  Projection: { ProjectionType: d.projection },
});

function attributeDefinitions() {
  const names = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const d of Object.values(TABLE.indexes) as IndexDesign[]) {
    names.add(d.partitionKey);
    if (d.sortKey) names.add(d.sortKey);
  }
  return [...names].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const }));
}

/** Creates the table as CDK declares it, or adds indexes a newer version of the code declares. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const existing = await client
    .send(new DescribeTableCommand({ TableName: tableName }))
    .then((r) => r.Table)
    .catch((e) => {
      if (e instanceof ResourceNotFoundException) return undefined;
      throw e;
    });
  const indexes = Object.entries(TABLE.indexes) as [string, IndexDesign][];
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions(),
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map(([n, d]) => gsi(n, d)),
      }),
    );
    await client
      .send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } }))
      .catch(() => undefined); // the emulator accepts TTL but never deletes; nothing depends on it locally
    // A new table holds no bank line written before the unmatched lines' index, and no refund from
    // before the refunds to pay were kept, no card from before the cards to collect, no account owing
    // without the owing index: it reads them all from their own items at once.
    for (const ready of [OPEN_LINES_READY, PENDING_REFUNDS_READY, OWING_INDEX_READY, CARDS_TO_COLLECT_READY])
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            PK: { S: ready.PK },
            SK: { S: ready.SK },
            entity: { S: 'meta' },
            by: { S: 'provision' },
            at: { S: new Date().toISOString() },
          },
        }),
      );
    return;
  }
  const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const [name, d] of indexes.filter(([n]) => !have.has(n))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions(),
        GlobalSecondaryIndexUpdates: [{ Create: gsi(name, d) }],
      }),
    );
  }
}

export interface PoolIds {
  userPoolId: string;
  clientId: string;
}

/** The local user pool, its app client, the three groups and the demo users; each only if missing. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, poolName: string): Promise<PoolIds> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        Schema: [{ Name: 'name', AttributeDataType: 'String', Mutable: true }],
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === 'web')?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: 1,
        IdTokenValidity: 1,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
  }
  // cognito-local's CreateGroup replaces an existing group with an empty one: create only missing ones.
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const haveGroups = new Set(groups.Groups?.map((g) => g.GroupName));
  for (const GroupName of ROLES.filter((g) => !haveGroups.has(g))) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
  const users = await client.send(new ListUsersCommand({ UserPoolId: userPoolId }));
  const have = new Set(users.Users?.map((u) => u.Username));
  for (const u of DEMO_USERS.filter((d) => !have.has(d.username))) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: u.username,
        UserAttributes: [{ Name: 'name', Value: u.name }],
        MessageAction: 'SUPPRESS',
      }),
    );
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: u.username, Password: DEMO_PASSWORD, Permanent: true }));
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: u.username, GroupName: u.role }));
  }
  return { userPoolId, clientId };
}
