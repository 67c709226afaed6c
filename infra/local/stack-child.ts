import { startLocalStack, type LocalStackOptions } from './stack';
import { stopAllChildren } from './processes';

/**
 * One local stack in a process of its own (stack-process.ts starts it): the options arrive as JSON in
 * argv, the stack's addresses and configuration leave as one `READY {...}` line on stdout, SIGTERM
 * stops it and everything it started.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as LocalStackOptions;
try {
  const stack = await startLocalStack(options);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    await stopAllChildren();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(`READY ${JSON.stringify({ apiUrl: stack.apiUrl, webUrl: stack.webUrl, env: stack.env })}\n`);
} catch (error) {
  console.error(error);
  await stopAllChildren();
  process.exit(1);
}
