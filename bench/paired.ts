/**
 * A read's own time, sample by sample: bench/measure.ts takes each call through the API right beside
 * the bare replay of its DynamoDB requests (alternating which goes first), so the pair shares the
 * machine's moment. The p95 of the pairs' differences is the read's own time with the machine's slow
 * phases taken out of both sides; the difference of two separate p95s is not (on a busy machine the
 * replay's p95 can exceed the read's, and a read of 17 items "gains" 14 ms between two runs).
 */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** p95 of (api − replay) over pairs taken together; a pair whose replay was slower counts as no own time. */
export function pairedP95(api: readonly number[], replay: readonly number[]): number {
  const own = api.slice(0, replay.length).map((ms, i) => Math.max(0, ms - replay[i]!));
  return percentile(
    own.sort((a, b) => a - b),
    95,
  );
}
