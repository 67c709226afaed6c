import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { currentRecorder, type RecordedCall } from '../functions/lib/db/recorder';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

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

export interface OpResult {
  operation: string;
  path: string;
  samples: number;
  p50_ms: number;
  p95_ms: number;
  raw_p50_ms: number;
  raw_p95_ms: number;
  ratio_p95: number;
  dynamodb_requests: number;
  items_read: number;
  scans: number;
}

/**
 * Times one read operation through the local gateway `samples` times, recording the DynamoDB requests
 * each call made; then replays exactly those requests with a bare client (same waves of parallelism)
 * as the floor the operation cannot beat. The ratio says what our code adds on top of DynamoDB.
 */
export async function measure(
  operation: string,
  url: string,
  token: string,
  raw: DynamoDBClient,
  samples: number,
): Promise<OpResult> {
  const rec = currentRecorder()!;
  const times: number[] = [];
  let last: RecordedCall[] = [];
  for (let i = 0; i < samples + 5; i++) {
    rec.calls.length = 0;
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.text();
    const t = performance.now() - t0;
    if (!res.ok) throw new Error(`${operation}: HTTP ${res.status} for ${url}`);
    if (i >= 5) times.push(t); // the first calls warm the module cache and connections
    last = [...rec.calls];
  }
  const plan = waves(last);
  const rawTimes: number[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const t0 = performance.now();
    for (const wave of plan) await Promise.all(wave.map((c) => raw.send(commandFor(c.command, c.input))));
    if (i >= 5) rawTimes.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  rawTimes.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  const p95 = percentile(times, 95);
  const rawP95 = percentile(rawTimes, 95);
  return {
    operation,
    path: url.replace(/^https?:\/\/[^/]+/, ''),
    samples,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(p95),
    raw_p50_ms: round(percentile(rawTimes, 50)),
    raw_p95_ms: round(rawP95),
    ratio_p95: round(rawP95 > 0 ? p95 / rawP95 : 0),
    dynamodb_requests: last.length,
    items_read: last.reduce((n, c) => n + c.items, 0),
    scans: last.filter((c) => c.command === 'ScanCommand').length,
  };
}
