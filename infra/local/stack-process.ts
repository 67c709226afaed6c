import { join } from 'node:path';
import type { LocalStack, LocalStackOptions } from './stack';
import { startChild, stopChild } from './processes';

/**
 * A local stack in a child process. The handlers read their configuration from process.env, as a
 * Lambda does, so two stacks in one process (the integration and the browser tests' global setups
 * both run in vitest's main process) would serve each other's Cognito pool and DynamoDB. Each in a
 * process of its own keeps them apart, as two deployments are.
 */
export async function startStackProcess(options: LocalStackOptions, timeoutMs = 180_000): Promise<LocalStack> {
  const script = join(import.meta.dirname, 'stack-child.ts');
  const { child, tail } = startChild('stack', process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], { quiet: options.quiet });
  const ready = await new Promise<Omit<LocalStack, 'stop'>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The local stack did not start within ${timeoutMs / 1000}s:\n${tail.join('\n')}`)), timeoutMs);
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('READY '.length)) as Omit<LocalStack, 'stop'>);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local stack stopped while starting (exit ${code}):\n${tail.join('\n')}`));
    });
  });
  // It stops its own children (Java, cognito-local, Vite) before it exits.
  return { ...ready, stop: () => stopChild(child, 20_000) };
}
