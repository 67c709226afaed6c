/**
 * An import that dies half way (issue 25): `npm run import`'s loop (scripts/go-live-import.ts), whose
 * calls run the go-live Lambda in this process against the test's DynamoDB Local and table (the
 * environment is the parent's). Each committed transaction is followed by a pause, so the parent,
 * polling the import record, kills this process (SIGKILL) with some batches written and others not.
 * argv[2]: JSON { file (path), cutOver }.
 */
import { readFileSync } from 'node:fs';
import { dynamo } from '../../functions/platform/db/client';
import { runImport } from '../../scripts/go-live-import';
import { handler } from '../../functions/go-live/handler';
import { eventFor, lambdaContext } from '../support/lambda-events';

const { file, cutOver } = JSON.parse(process.argv[2]!) as { file: string; cutOver: string };

dynamo().middlewareStack.add(
  (next, context) => async (args) => {
    const out = await next(args);
    if (context.commandName === 'TransactWriteItemsCommand') await new Promise((r) => setTimeout(r, 150));
    return out;
  },
  { step: 'serialize', name: 'slowAfterCommit' },
);

await runImport({
  file: readFileSync(file),
  fileName: file,
  cutOver,
  dryRun: false,
  // The go-live Lambda, called as the gateway calls it, by an admin.
  post: async (path, body) => {
    const r = await handler(eventFor(`POST ${path}`, { body, groups: '[admin]' }), lambdaContext());
    return { status: r.statusCode ?? 200, body: JSON.parse(r.body ?? 'null') as unknown };
  },
  log: (line) => console.log(line),
});
console.log('FINISHED');
