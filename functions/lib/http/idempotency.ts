import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { dynamo } from '../db/client';
import { keys } from '../db/keys';
import { env } from '../env';
import { Conflict } from '../errors';
import { TABLE } from '../db/table';

/**
 * `Idempotency-Key` on a POST create: the first answer is stored (Powertools, DynamoDB persistence in
 * our one table) and a retry with the same key and body gets it back instead of writing twice.
 * The key is scoped to route and caller, so two staff or two routes never share one.
 */
interface Call {
  key: string;
  body: string;
}

let store: DynamoDBPersistenceLayer | undefined;
const persistence = () =>
  (store ??= new DynamoDBPersistenceLayer({
    tableName: env.tableName(),
    keyAttr: TABLE.partitionKey,
    sortKeyAttr: TABLE.sortKey,
    staticPkValue: keys.idempotencyPartition,
    expiryAttr: TABLE.ttlAttribute,
    awsSdkV3Client: dynamo(),
  }));

export async function runIdempotent<T>(
  scope: { routeKey: string; caller: string; key: string; body: unknown },
  context: Context,
  run: () => Promise<T>,
): Promise<T> {
  const config = new IdempotencyConfig({
    eventKeyJmesPath: 'key',
    payloadValidationJmesPath: 'body',
    expiresAfterSeconds: 24 * 3600,
  });
  config.registerLambdaContext(context);
  const call: Call = {
    key: `${scope.routeKey}|${scope.caller}|${scope.key}`,
    body: createHash('sha256').update(JSON.stringify(scope.body ?? null)).digest('hex'),
  };
  // The stored answer is what the caller got: plain JSON (no undefined members the marshaller refuses).
  const idempotent = makeIdempotent(async (_c: Call) => JSON.parse(JSON.stringify(await run())) as T, { persistenceStore: persistence(), config });
  try {
    return await idempotent(call);
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'IdempotencyValidationError')
      throw new Conflict('Idempotency-Key này đã được dùng cho một yêu cầu khác');
    if (name === 'IdempotencyAlreadyInProgressError')
      throw new Conflict('Yêu cầu với Idempotency-Key này đang được xử lý');
    throw error;
  }
}
