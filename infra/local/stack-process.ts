import { join } from 'node:path';
import type { LocalStack, LocalStackOptions } from './stack';
import { startChild, stopChild } from './processes';

export interface StackProcess extends LocalStack {
  /**
   * SIGKILL to the stack's whole process group (Node, Java, cognito-local) at once, as a power cut or
   * the kernel's out-of-memory killer would: nothing gets to flush or stop cleanly. Only for a stack
   * started with `processGroup`.
   */
  kill(): Promise<void>;
}

/**
 * A local stack in a child process. The handlers read their configuration from process.env, as a
 * Lambda does, so two stacks in one process (the integration and the browser tests' global setups
 * both run in vitest's main process) would serve each other's Cognito pool and DynamoDB. Each in a
 * process of its own keeps them apart, as two deployments are.
 *
 * With `processGroup` the stack leads a process group of its own (its Java and cognito-local are in
 * it), so `kill()` can take the whole machine's worth of it down in one signal.
 */
export async function startStackProcess(options: LocalStackOptions, o: { timeoutMs?: number; processGroup?: boolean } = {}): Promise<StackProcess> {
  const timeoutMs = o.timeoutMs ?? 180_000;
  const script = join(import.meta.dirname, 'stack-child.ts');
  const { child, tail } = startChild('stack', process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
    quiet: options.quiet,
    detached: o.processGroup,
  });
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
  const kill = async () => {
    if (!o.processGroup) throw new Error('kill() needs a stack started with processGroup');
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  };
  // It stops its own children (Java, cognito-local, Vite) before it exits.
  return { ...ready, stop: () => stopChild(child, 20_000), kill };
}
