import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { currentRecorder, itemsIn, type RecordedCall } from '../functions/platform/db/recorder';
import { pairedP95, percentile } from './paired';

export { percentile };

/** Calls issued before any call of the current wave had answered ran in parallel: replay them together. */
function waves(calls: RecordedCall[]): RecordedCall[][] {
  const out: RecordedCall[][] = [];
  let firstEnd = -Infinity;
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    if (out.length && c.start < firstEnd) {
      out[out.length - 1]!.push(c);
      firstEnd = Math.min(firstEnd, c.end);
    } else {
      out.push([c]);
      firstEnd = c.end;
    }
  }
  return out;
}

const sdk = (await import('@aws-sdk/client-dynamodb')) as unknown as Record<string, new (input: unknown) => never>;
const commandFor = (name: string, input: Record<string, unknown>) => {
  const Command = sdk[name];
  if (!Command) throw new Error(`Unknown DynamoDB command ${name}`);
  return new Command(input);
};

/** Calls of each path before timing starts. */
const WARM_UP = 40;
/** The commands that write: a read's replay repeats only what it reads. */
const WRITES: ReadonlySet<string> = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

export interface OpResult {
  operation: string;
  path: string;
  samples: number;
  p50_ms: number;
  p95_ms: number;
  raw_p50_ms: number;
  raw_p95_ms: number;
  /** p95 of each call's time less its own replay's, taken together (bench/paired.ts): the read's own time. */
  own_p95_ms: number;
  /** p50 through the API ÷ p50 of the raw replay: what the handler, validation and HTTP add. */
  ratio: number;
  ratio_p95: number;
  dynamodb_requests: number;
  items_read: number;
  /** Items DynamoDB went through, filtered out or not (ScannedCount of the raw replay; Gets count their items). */
  items_scanned: number;
  scans: number;
}

/**
 * Times one read operation through the local gateway, recording the DynamoDB requests each call
 * made, and right after each call replays exactly those requests with a bare client (same waves of
 * parallelism): the floor the operation cannot beat, measured under the same machine load.
 */
export async function measure(
  operation: string,
  url: string,
  token: string,
  raw: DynamoDBClient,
  samples: number,
  client: { get: (url: string, token: string) => Promise<{ ms: number; status: number }> },
): Promise<OpResult> {
  const rec = currentRecorder()!;
  const times: number[] = [];
  const rawTimes: number[] = [];
  let last: RecordedCall[] = [];
  let scanned = 0;
  const viaApi = async () => {
    rec.calls.length = 0;
    const { ms, status } = await client.get(url, token);
    if (status >= 400) throw new Error(`${operation}: HTTP ${status} for ${url}`);
    last = [...rec.calls];
    return ms;
  };
  const viaRaw = async () => {
    const r0 = performance.now();
    let n = 0;
    for (const wave of waves(last))
      for (const out of await Promise.all(wave.map((c) => raw.send(commandFor(c.command, c.input)) as unknown as Promise<Record<string, unknown>>)))
        n += typeof out.ScannedCount === 'number' ? out.ScannedCount : itemsIn(out);
    const ms = performance.now() - r0;
    scanned = n;
    return ms;
  };
  // A read may keep what it computed on its first call (utilities/model/room-totals.ts): that call
  // writes once and is not replayed; a read that still writes on the next call is named, not timed.
  await viaApi();
  await viaApi();
  const writes = last.filter((c) => WRITES.has(c.command)).map((c) => c.command);
  if (writes.length) throw new Error(`${operation}: writes on every read (${writes.join(', ')})`);
  // DynamoDB Local's JVM keeps compiling each new query shape for a while: warm both paths up first,
  // then alternate which of the pair goes first, so neither is always the colder one.
  for (let i = 0; i < WARM_UP; i++) {
    await viaApi();
    await viaRaw();
  }
  // The bench's one process hosts every handler beside the history writer's state, a heap no Lambda
  // carries: collected now (node --expose-gc, npm run bench), that collection does not land in a sample.
  (globalThis as { gc?: () => void }).gc?.();
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      times.push(await viaApi());
      rawTimes.push(await viaRaw());
    } else {
      rawTimes.push(await viaRaw());
      times.push(await viaApi());
    }
  }
  const own = pairedP95(times, rawTimes);
  times.sort((a, b) => a - b);
  rawTimes.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  const [p50, p95, rawP50, rawP95] = [percentile(times, 50), percentile(times, 95), percentile(rawTimes, 50), percentile(rawTimes, 95)];
  return {
    operation,
    path: url.replace(/^https?:\/\/[^/]+/, ''),
    samples,
    p50_ms: round(p50),
    p95_ms: round(p95),
    raw_p50_ms: round(rawP50),
    raw_p95_ms: round(rawP95),
    own_p95_ms: round(own),
    // An operation that makes no DynamoDB request has nothing to be compared with.
    ratio: last.length ? round(p50 / rawP50) : 0,
    ratio_p95: last.length ? round(p95 / rawP95) : 0,
    dynamodb_requests: last.length,
    items_read: last.reduce((n, c) => n + c.items, 0),
    items_scanned: scanned,
    scans: last.filter((c) => c.command === 'ScanCommand').length,
  };
}
