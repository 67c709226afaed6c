import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET, DEFAULT_OUT, measureBundles } from '../../bench/bundles';

/**
 * Lean Lambdas (issue 8 §8): two representative domains bundled exactly as CDK bundles them. A
 * regression (zod's locales back in, a client the domain never calls, a heavy import) fails here.
 * Only what the bytes say is asserted: the init time depends on the machine's load, so it is the
 * bench's to report (`npm run bench` lists a Lambda over its init budget under `misses`), never a
 * test's to assert — a timed assertion fails on a busy CI machine and blocks every landing.
 */
describe('Lambda bundles', () => {
  const outDir = join(`${DEFAULT_OUT}-test`, String(process.pid));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('rooms and deposits stay within the size budget and carry no client they never call', async () => {
    const report = await measureBundles({ only: ['rooms', 'deposits'], samples: 0, outDir });

    expect(report.lambdas.map((l) => l.name).sort()).toEqual(['deposits', 'rooms']);
    for (const l of report.lambdas) {
      expect(l.exempt, l.name).toBeUndefined();
      expect(l.kb_without_sdk, `${l.name}: KB less the AWS SDK`).toBeLessThanOrEqual(BUDGET.kb_without_sdk);
      expect(l.init_samples_ms, `${l.name}: no init timed in a test`).toEqual([]);
      expect(l.misses, l.name).toEqual([]);
    }
    const rooms = report.lambdas.find((l) => l.name === 'rooms')!;
    expect(rooms.has_cognito_client, 'rooms never calls Cognito').toBe(false);
  });
});
