import { describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { ensureTable, ensureUserPool } from '../../infra/local/provision';
import { seedDemoData } from '../../infra/local/seed';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';

// `npm start` provisions on every start: a second start must keep everything the first one made.
describe('provisioning the local stack again', () => {
  it('keeps users in their groups, the table and the seed', async () => {
    const env = process.env;
    const local = { accessKeyId: 'local', secretAccessKey: 'local' };
    const cognito = new CognitoIdentityProviderClient({ region: env.AWS_REGION, endpoint: env.COGNITO_ENDPOINT, credentials: local });
    const again = await ensureUserPool(cognito, 'nha-tro-local');
    expect(again.userPoolId).toBe(env.USER_POOL_ID);
    expect(again.clientId).toBe(env.USER_POOL_CLIENT_ID);
    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: again.userPoolId, Username: 'ketoan' }));
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['staff']);
    await ensureTable(new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, credentials: local }), env.TABLE_NAME!);
    expect(await seedDemoData()).toBe(false);
    const room = await db().send(new GetCommand({ TableName: env.TABLE_NAME, Key: keys.room('BN', '101') }));
    expect(room.Item).toBeTruthy();
  });
});
