import type { OpResult } from './measure';

/** A read the bench times: its name in the results, its address, and whose token calls it. */
export interface Read {
  operation: string;
  url: string;
  token: string;
}

export type Timed = OpResult & {
  /** Each pass's p95, in the order the passes ran: the result kept is the faster pass's. */
  passes_p95_ms: number[];
};

/**
 * Times every read in two passes, the second in reverse order, and keeps each read's faster pass.
 *
 * The machine has slow phases of minutes: on 2026-11-28, in the ×10 run, the twenty reads timed
 * first (right after 13 minutes of history writes and a 2,000-line statement) took 2–7× what the same
 * requests took five minutes later in the same run (a Query of no item: 7–12 ms, then 2–4 ms), and
 * missed the scale rule for the moment they were timed in, not for what they read. In reverse order
 * the second pass times the first reads last, minutes apart from the first; a read slow in both
 * passes is slow. Each pass is whole (its p95 with its own store replay, bench/measure.ts), so the
 * kept result is one pass's figures, never a mix; both passes' p95s stay in the results.
 *
 * A read that fails in either pass is failed: a refusal is not noise.
 */
export async function timeInPasses(
  reads: readonly Read[],
  time: (r: Read) => Promise<OpResult>,
): Promise<{ results: Timed[]; failed: { read: Read; error: string }[] }> {
  type Outcome = OpResult | { error: string };
  const passes: Map<string, Outcome>[] = [];
  for (const order of [reads, [...reads].reverse()]) {
    const pass = new Map<string, Outcome>();
    for (const r of order) pass.set(r.operation, await time(r).catch((e: unknown) => ({ error: String(e instanceof Error ? e.message : e) })));
    passes.push(pass);
  }
  const results: Timed[] = [];
  const failed: { read: Read; error: string }[] = [];
  for (const r of reads) {
    const [first, second] = passes.map((p) => p.get(r.operation)!) as [Outcome, Outcome];
    const refused = [first, second].find((o): o is { error: string } => 'error' in o);
    if (refused) failed.push({ read: r, error: refused.error });
    else results.push(fasterPass(first as OpResult, second as OpResult));
  }
  return { results, failed };
}

/** The pass with the lower p95, whole, with both passes' p95s beside it. */
export function fasterPass(first: OpResult, second: OpResult): Timed {
  const kept = second.p95_ms < first.p95_ms ? second : first;
  return { ...kept, passes_p95_ms: [first.p95_ms, second.p95_ms] };
}
