import { describe, expect, it } from 'vitest';
import { fasterPass, timeInPasses, type Read } from '../../bench/passes';
import type { OpResult } from '../../bench/measure';

const result = (operation: string, p95_ms: number, own_p95_ms = 1): OpResult => ({
  operation,
  path: `/${operation}`,
  samples: 30,
  p50_ms: p95_ms / 2,
  p95_ms,
  raw_p50_ms: 1,
  raw_p95_ms: p95_ms - own_p95_ms,
  own_p95_ms,
  ratio: 1,
  ratio_p95: 1,
  dynamodb_requests: 1,
  items_read: 50,
  items_scanned: 50,
  scans: 0,
});
const reads: Read[] = ['a', 'b', 'c'].map((operation) => ({ operation, url: `http://x/${operation}`, token: 't' }));

describe("the bench's two passes (a slow phase of the machine is not a read's time)", () => {
  it('times every read twice, the second pass in reverse order, so the first read is also timed last', async () => {
    const order: string[] = [];
    await timeInPasses(reads, async (r) => (order.push(r.operation), result(r.operation, 10)));
    expect(order).toEqual(['a', 'b', 'c', 'c', 'b', 'a']);
  });

  it("keeps each read's faster pass whole (its replay and own time with it) and both passes' p95s", async () => {
    // The machine is slow while the first two reads of the first pass run.
    let calls = 0;
    const { results, failed } = await timeInPasses(reads, async (r) => {
      calls++;
      return calls <= 2 ? result(r.operation, 40, 30) : result(r.operation, 12, 2);
    });
    expect(failed).toEqual([]);
    expect(results.map((r) => [r.operation, r.p95_ms, r.own_p95_ms, r.passes_p95_ms])).toEqual([
      ['a', 12, 2, [40, 12]],
      ['b', 12, 2, [40, 12]],
      ['c', 12, 2, [12, 12]],
    ]);
  });

  it('keeps a read slow in both passes slow', () => {
    expect(fasterPass(result('a', 30), result('a', 31)).p95_ms).toBe(30);
    expect(fasterPass(result('a', 31), result('a', 30))).toMatchObject({ p95_ms: 30, passes_p95_ms: [31, 30] });
  });

  it('fails a read refused in either pass, and still times the others', async () => {
    let bCalls = 0;
    const { results, failed } = await timeInPasses(reads, async (r) => {
      if (r.operation === 'b' && ++bCalls === 2) throw new Error('b: HTTP 500 for http://x/b');
      return result(r.operation, 10);
    });
    expect(results.map((r) => r.operation)).toEqual(['a', 'c']);
    expect(failed).toEqual([{ read: reads[1], error: 'b: HTTP 500 for http://x/b' }]);
  });
});
