/**
 * A Lambda that dies between committing and answering: runs one API Gateway event (JSON in argv[2])
 * through its domain handler, in a process whose DynamoDB client kills the process (SIGKILL, as a
 * Lambda timeout or an out-of-memory would) the moment a TransactWriteItems has committed.
 * The environment is the test stack's, so it writes the same table the gateway serves.
 */
import { dynamo } from '../../functions/platform/db/client';

const { domain, event } = JSON.parse(process.argv[2]!) as { domain: string; event: unknown };

dynamo().middlewareStack.add(
  (next, context) => async (args) => {
    const out = await next(args);
    if (context.commandName === 'TransactWriteItemsCommand') process.kill(process.pid, 'SIGKILL');
    return out;
  },
  { step: 'serialize', name: 'dieAfterCommit' },
);

const { handler } = (await import(`../../functions/${domain}/handler.ts`)) as { handler: (e: unknown, c: unknown) => Promise<unknown> };
const result = await handler(event, { awsRequestId: 'crash-child', getRemainingTimeInMillis: () => 10_000 });
// Reaching this line means no transaction committed: say what was answered instead.
console.log(JSON.stringify(result));
