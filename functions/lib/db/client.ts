import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';

let raw: DynamoDBClient | undefined;
let doc: DynamoDBDocumentClient | undefined;

/** The low-level client (Powertools idempotency and table admin need it). */
export function dynamo(): DynamoDBClient {
  raw ??= new DynamoDBClient({
    region: env.region(),
    endpoint: env.dynamodbEndpoint(),
    ...(env.dynamodbEndpoint() ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return raw;
}

/** The document client every repository uses. */
export function db(): DynamoDBDocumentClient {
  doc ??= DynamoDBDocumentClient.from(dynamo(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return doc;
}
