import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startStackProcess, type StackProcess } from '../../infra/local/stack-process';
import { DEMO_PASSWORD, DEMO_USERS } from '../../infra/local/demo-users';
import { MAX_CYCLES, STATUS_AFTER, STEPS, Writer, roomOf, type Ack, type Stack } from './kill-writers';

/**
 * Acknowledged means durable (issue 20): the local stack `npm start` runs, data on disk, in a process
 * group of its own; ten writers run rooms through deposits, check-ins, notices, check-outs and refunds
 * through the gateway; the whole group is SIGKILLed (half the time the instant a 2xx arrives, half at
 * a random moment soon after one), started again on the same data, and every write answered 2xx before the kill is
 * read back through the API: its record, its journal entry, the room's status; the books balance, and
 * every user can still log in (logins, which rewrite cognito-local's files, run all the while).
 *
 * The kill is real (a signal to the process group: Node, Java, cognito-local), not a mock. Before the
 * fix in infra/local/java/LoopbackDynamoDB.java, a kill the instant a transaction was answered lost
 * it: DynamoDB Local answered before its COMMIT had run.
 *
 * KILL_ROUNDS=<n> runs more kills (`KILL_ROUNDS=200 npx vitest run --project integration kill-durability`).
 */
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 20);
const WRITERS = 10;
const PORTS = { dynamodb: 18900, cognito: 18901, s3: 18902, gateway: 18903 };

const dataDir = mkdtempSync(join(tmpdir(), 'nha-tro-kill-'));
let stack: StackProcess | undefined;

afterAll(async () => {
  await stack?.kill().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ host: '127.0.0.1', port }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });

/** The same data folder, as `npm start` after a crash: once every port of the killed group is free. */
async function start(): Promise<StackProcess> {
  for (let i = 0; i < 100 && (await Promise.all(Object.values(PORTS).map(portOpen))).some(Boolean); i++) await new Promise((r) => setTimeout(r, 100));
  return startStackProcess({ ports: PORTS, dataDir, seed: true, quiet: true }, { processGroup: true });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely
async function get(s: Stack, token: string, path: string): Promise<any> {
  const res = await fetch(s.apiUrl + path, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function login(s: Stack, username = 'ketoan'): Promise<string> {
  const res = await fetch(`${s.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** What is missing after a restart: every acknowledged write is looked for; empty when none is lost. */
async function lost(s: Stack, acks: Ack[]): Promise<string[]> {
  const missing: string[] = [];
  // The users live in cognito-local's files, rewritten at every login (its refresh tokens): a kill in
  // the middle of one must not cost anyone their account.
  for (const u of DEMO_USERS) await login(s, u.username).catch((e: Error) => missing.push(e.message));
  const token = await login(s);
  const tb = await get(s, token, '/api/journal/tb?from=2025-01-01&to=2025-12-31');
  if (!tb.balanced) missing.push('the trial balance does not balance');

  const entries = new Set<string>();
  const vouchers = new Set<string>();
  for (const building of new Set(acks.map((a) => a.building))) {
    let cursor: string | undefined;
    do {
      const page = await get(
        s,
        token,
        `/api/journal?from=2025-01-01&to=2025-12-31&building=${building}&limit=2000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const l of page.items as { entry_id: string; voucher_id: string }[]) {
        entries.add(l.entry_id);
        vouchers.add(l.voucher_id);
      }
      cursor = page.cursor;
    } while (cursor);
  }

  const last = new Map<number, Ack>();
  const stays = new Map<string, Map<string, { check_out_id?: string }>>();
  for (const a of acks) {
    last.set(a.writer, a);
    const where = `${a.step} ${a.building}-${a.room_id} cycle ${a.cycle} (${a.id}, answered ${new Date(a.at).toISOString()})`;
    if (a.step === 'deposit' && !vouchers.has(a.voucher_id!)) missing.push(`${where}: no journal entry`);
    if ((a.step === 'check-out' || a.step === 'refund') && !(a.entry_id && entries.has(a.entry_id))) missing.push(`${where}: no journal entry ${a.entry_id}`);
    if (a.step === 'check-in' || a.step === 'check-out') {
      const key = `${a.building}-${a.room_id}`;
      if (!stays.has(key)) {
        const list = (await get(s, token, `/api/check-ins/search?building=${a.building}&room_id=${a.room_id}`)) as { id: string; check_out_id?: string }[];
        stays.set(key, new Map(list.map((x) => [x.id, x])));
      }
      const stay = stays.get(key)!.get(a.stay_id!);
      if (!stay) missing.push(`${where}: the stay is gone`);
      else if (a.step === 'check-out' && stay.check_out_id !== a.id) missing.push(`${where}: the stay is not checked out`);
    }
  }

  // A room is where its last acknowledged step left it, or one step further (a step cut off by the
  // kill may have committed before it could answer: that is a write not acknowledged, not one lost).
  const rooms = new Map<string, number>();
  for (const building of new Set(acks.map((a) => a.building)))
    for (const r of (await get(s, token, `/api/rooms?building=${building}&limit=500`)).items as { room_id: string; status: number }[])
      rooms.set(`${building}-${r.room_id}`, r.status);
  for (const a of last.values()) {
    const next = STEPS[(STEPS.indexOf(a.step) + 1) % STEPS.length]!;
    const status = rooms.get(`${a.building}-${a.room_id}`);
    if (status !== STATUS_AFTER[a.step] && status !== STATUS_AFTER[next])
      missing.push(`room ${a.building}-${a.room_id}: status ${status} after ${a.step} (${a.id})`);
  }
  return missing;
}

describe('a write answered 2xx survives a SIGKILL of the whole local stack', () => {
  it(`${ROUNDS} kills under ${WRITERS} writers lose nothing acknowledged`, { timeout: 120_000 + ROUNDS * 30_000 }, async () => {
    stack = await start();
    const token = await login(stack);
    const agent = ((await get(stack, token, '/api/users?role=SECURITY')) as { user_id: string }[])[0]!.user_id;

    const acks: Ack[] = [];
    // While the stack is down, writers wait on `down`; it lets them go once the restarted stack has
    // been checked, so what is read back is exactly what was acknowledged before the kill.
    let down: { stack: Promise<Stack>; release(s: Stack): void } | undefined;
    let restarted: Promise<StackProcess> | undefined;
    let killed: (() => void) | undefined;
    // The kill waits for this many more acknowledgements (then fires on it, or a moment later).
    let killAfter: { acks: number; onAck: boolean } | undefined;
    let stopping = false;
    const kill = () => {
      if (down || !stack) return;
      let release!: (s: Stack) => void;
      down = { stack: new Promise<Stack>((r) => (release = r)), release };
      // The signal goes out synchronously: nothing else runs between the answer and the kill.
      restarted = stack.kill().then(async () => (stack = await start()));
      killed?.();
    };
    const gate = {
      current: () => down?.stack ?? stack!,
      acked: (a: Ack) => {
        acks.push(a);
        if (killAfter && acks.length >= killAfter.acks) {
          const { onAck } = killAfter;
          killAfter = undefined;
          if (onAck) kill();
          else setTimeout(kill, Math.random() * 400);
        }
      },
      stopping: () => stopping,
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => new Writer(n, gate, agent));
    // And logins all the while: each one rewrites the user pool's file.
    const logins = (async () => {
      while (!stopping) await login(await gate.current()).catch(() => new Promise((r) => setTimeout(r, 50)));
    })();
    const running = Promise.all([...writers.map((w) => w.run()), logins]);

    const summary: { round: number; how: string; acked: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const wasKilled = new Promise<void>((r) => (killed = r));
      // Even rounds: the instant a 2xx arrives; odd rounds: a random moment after one (mostly while
      // requests are in flight). Counting answers, not time, keeps every round busy on a slow machine.
      killAfter = { acks: acks.length + 5 + Math.floor(Math.random() * 25), onAck: round % 2 === 0 };
      await wasKilled;
      const back = await restarted!;
      const seen = acks.length;
      const missing = await lost(back, acks.slice(0, seen));
      expect(missing, `after kill ${round + 1} (${round % 2 === 0 ? 'on a 2xx' : 'at random'})`).toEqual([]);
      summary.push({ round: round + 1, how: round % 2 === 0 ? 'on a 2xx' : 'random', acked: seen });
      for (const w of writers) expect(w.failures).toEqual([]);
      expect(Math.max(...writers.map((w) => w.cycle)), 'a writer ran out of dates: raise MAX_CYCLES').toBeLessThan(MAX_CYCLES);
      const waiting = down!;
      down = undefined;
      waiting.release(back);
    }
    stopping = true;
    await running;
    for (const w of writers) expect(w.failures, `writer ${w.n} (${roomOf(w.n).building}-${roomOf(w.n).room_id})`).toEqual([]);
    expect(await lost(stack!, acks)).toEqual([]);
    // Every kind of write was acknowledged, half the kills came the instant one was.
    expect(acks.length).toBeGreaterThanOrEqual(5 * ROUNDS);
    for (const step of STEPS) expect(acks.filter((a) => a.step === step).length, step).toBeGreaterThan(0);
    console.log(`kill test: ${acks.length} writes acknowledged over ${summary.length} kills, none lost`);
  });
});

describe("cognito-local's pool file", () => {
  // What the stack-wide kill meets only now and then, here at every kill: a process rewriting a big
  // pool file as fast as it can (as cognito-local does at each login) through the preload, SIGKILLed
  // mid-write. The file must always be a whole pool, and never older than the last write it confirmed.
  it('is whole after a kill in the middle of rewriting it, and holds every confirmed write', { timeout: 120_000 }, async () => {
    const dir = join(dataDir, 'pool-kill', '.cognito', 'db');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'local_pool.json');
    const durable = pathToFileURL(join(import.meta.dirname, '../../infra/local/cognito-durable.ts')).href;
    const writer = `
      const fs = require('fs');
      let n = Number(process.argv[1]);
      const padding = 'x'.repeat(400_000);
      const next = () => fs.writeFile(${JSON.stringify(file)}, JSON.stringify({ n, padding }), (e) => {
        if (e) throw e;
        process.stdout.write(n + '\\n');
        n++;
        next();
      });
      next();`;
    let confirmed = 0;
    for (let round = 0; round < 30; round++) {
      const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), '--import', durable, '-e', writer, String(confirmed + 1)], {
        env: { ...process.env, COGNITO_DB_DIR: dir },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      // Kill once it has confirmed a few writes, at a random moment of the next ones.
      await new Promise<void>((resolve) => {
        const check = () => (out.split('\n').length > 3 ? setTimeout(resolve, Math.random() * 30) : setTimeout(check, 5));
        check();
      });
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      const acked = out.split('\n').filter(Boolean).map(Number);
      confirmed = Math.max(confirmed, ...acked);
      const kept = JSON.parse(readFileSync(file, 'utf8')) as { n: number };
      expect(kept.n, `round ${round + 1}`).toBeGreaterThanOrEqual(confirmed);
      confirmed = kept.n;
    }
  });
});
