export { eventFor, lambdaContext } from '../support/lambda-events';

// Unit tests are hermetic: when the integration project runs in the same vitest run, its global setup
// has put the local stack's configuration into the environment these workers inherit.
Object.assign(process.env, {
  TABLE_NAME: 'unit-table',
  USER_POOL_ID: 'ap-southeast-1_Example',
  USER_POOL_CLIENT_ID: '4k1example',
  AWS_REGION: 'ap-southeast-1',
  LOG_LEVEL: 'SILENT',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
  COGNITO_ENDPOINT: 'http://127.0.0.1:9',
});
