/**
 * Configuration, read once through fail-fast getters: a missing variable fails the first request
 * that needs it with a clear log line, not a silent undefined deep in the SDK.
 */
const required = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`Missing environment variable ${name}`);
  return v;
};
const optional = (name: string): string | undefined => process.env[name] || undefined;

export const env = {
  tableName: () => required('TABLE_NAME'),
  region: () => optional('AWS_REGION') ?? 'ap-southeast-1',
  stage: () => optional('STAGE') ?? 'local',
  userPoolId: () => required('USER_POOL_ID'),
  userPoolClientId: () => required('USER_POOL_CLIENT_ID'),
  exportsBucket: () => required('EXPORTS_BUCKET'),
  /** Endpoints of the local emulators; unset on AWS. */
  dynamodbEndpoint: () => optional('DYNAMODB_ENDPOINT'),
  cognitoEndpoint: () => optional('COGNITO_ENDPOINT'),
  s3Endpoint: () => optional('S3_ENDPOINT'),
  /** Clear-database is refused unless the deployment turns it on (never in production). */
  allowClearDatabase: () => optional('ALLOW_CLEAR_DATABASE') === 'true',
  /** Refresh cookie `Secure` flag; only the local gateway over plain http may turn it off. */
  cookieSecure: () => optional('COOKIE_SECURE') !== 'false',
  /** The shared secret the bank-notification webhook's HMAC signatures are made with (unset: every notification refused). */
  bankWebhookSecret: () => optional('BANK_WEBHOOK_SECRET'),
  /** The key the tenant bill links' tokens are signed with (HMAC-SHA256); unset: no link is issued or read. */
  tenantBillKey: () => optional('TENANT_BILL_KEY'),
};
