import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';
import { currentRecorder, itemsIn } from './recorder';

let raw: DynamoDBClient | undefined;
let doc: DynamoDBDocumentClient | undefined;

/** The low-level client (Powertools idempotency and table admin need it). */
export function dynamo(): DynamoDBClient {
  if (raw) return raw;
  raw = new DynamoDBClient({
    region: env.region(),
    endpoint: env.dynamodbEndpoint(),
    ...(env.dynamodbEndpoint() ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  raw.middlewareStack.add(
    (next, context) => async (args) => {
      const rec = currentRecorder();
      if (!rec) return next(args);
      const start = performance.now();
      const out = await next(args);
      const input = args.input as Record<string, unknown>;
      rec.calls.push({
        command: String(context.commandName),
        input,
        start,
        end: performance.now(),
        items: itemsIn(out.output as unknown as Record<string, unknown>),
      });
      return out;
    },
    // At serialize the document client has already marshalled the input: what we record replays raw.
    { step: 'serialize', name: 'benchRecorder' },
  );
  return raw;
}

/** The document client every repository uses. */
export function db(): DynamoDBDocumentClient {
  doc ??= DynamoDBDocumentClient.from(dynamo(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return doc;
}
