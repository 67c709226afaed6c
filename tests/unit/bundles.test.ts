import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET, DEFAULT_OUT, measureBundles } from '../../bench/bundles';

/**
 * Lean Lambdas (issue 8 §8): two representative domains bundled exactly as CDK bundles them. A
 * regression (zod's locales back in, a client the domain never calls, a heavy import) fails here.
 * The init check reads CPU time, not wall time: the suite runs test files side by side on two cores,
 * which stretches wall time but not the CPU the import burns; `npm run bundles` reports both.
 */
describe('Lambda bundles', () => {
  const outDir = join(`${DEFAULT_OUT}-test`, String(process.pid));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('rooms and deposits stay within the size and init budgets', async () => {
    const report = await measureBundles({ only: ['rooms', 'deposits'], samples: 5, outDir });

    expect(report.lambdas.map((l) => l.name).sort()).toEqual(['deposits', 'rooms']);
    for (const l of report.lambdas) {
      expect(l.exempt, l.name).toBeUndefined();
      expect(l.kb_without_sdk, `${l.name}: KB less the AWS SDK`).toBeLessThanOrEqual(BUDGET.kb_without_sdk);
      expect(l.init_cpu_ms, `${l.name}: init CPU ms (samples ${l.init_samples_ms.join(', ')})`).toBeLessThanOrEqual(BUDGET.init_ms);
    }
    const rooms = report.lambdas.find((l) => l.name === 'rooms')!;
    expect(rooms.has_cognito_client, 'rooms never calls Cognito').toBe(false);
  }, 60_000);
});
