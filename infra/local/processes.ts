import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { connect } from 'node:net';

/** Children started by the local stack; every one is stopped on exit, Ctrl-C or a crash. */
const children = new Set<ChildProcess>();

export function startChild(name: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (!options.quiet) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', () => children.delete(child));
  return { child, tail };
}

/** SIGTERM, then SIGKILL after `graceMs` (a child that stops children of its own needs longer). */
export async function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export const stopAllChildren = () => Promise.all([...children].map(stopChild));

// A crash of the parent must not leave Java or cognito-local listening.
process.once('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

/** Waits until something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port: number, what: string, timeoutMs = 60_000, alive?: () => string | undefined) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect({ host: '127.0.0.1', port }, () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    const dead = alive?.();
    if (dead) throw new Error(`${what} stopped while starting:\n${dead}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start on port ${port} within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Refuses to start when a port is already taken, naming who should be stopped. */
export async function assertPortFree(port: number, what: string) {
  const busy = await new Promise<boolean>((resolve) => {
    const s = connect({ host: '127.0.0.1', port }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });
  if (busy) throw new Error(`Port ${port} (${what}) is already in use on 127.0.0.1: is another \`npm start\` running?`);
}
