import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { HANG } from '../../vitest.config';

/**
 * A test's timeout is a ceiling for a hang, never a speed budget: set once per layer (vitest.config.ts,
 * HANG), so a busy machine makes a run slower, not red. A file or a test that sets a lower one brings
 * back the landing that failed on 2026-11-27 (tests/web/send-bills.test.tsx: 30 s, on a machine where
 * that screen took 51 s); a layer left on vitest's 5 s default, the unit run that failed on 2026-11-28
 * (tests/unit/http-stack.test.ts loading every domain's handler while a benchmark ran).
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? files(p) : /\.test\.tsx?$/.test(d.name) ? [p] : [];
  });

const LAYERS = ['tests/unit', 'tests/infra', 'tests/integration', 'tests/web', 'tests/e2e'];

/** Timeouts a file sets below the ceiling: `vi.setConfig({ testTimeout })`, or a test's own last argument. */
export function lowTimeouts(file: string, text: string, ceiling: number): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const set = /setConfig\(\{[^}]*testTimeout:\s*([\d_]+)/.exec(line);
    const own = /^\s*\}, ([\d_]+)\);\s*$/.exec(line);
    const ms = Number((set ?? own)?.[1]?.replaceAll('_', ''));
    if (ms && ms < ceiling) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

describe('test timeouts', () => {
  it('are a hang ceiling of several minutes in every layer', () => {
    const projects = (config.test?.projects ?? []) as { test: { name: string; testTimeout?: number; hookTimeout?: number } }[];
    expect(projects.map((p) => p.test.name).sort()).toEqual(LAYERS.map((d) => d.slice('tests/'.length)).sort());
    for (const name of projects.map((p) => p.test.name)) {
      const layer = projects.find((p) => p.test.name === name)!.test;
      expect([name, layer.testTimeout, layer.hookTimeout]).toEqual([name, HANG, HANG]);
    }
    expect(HANG).toBeGreaterThanOrEqual(120_000);
  });

  it('are never lowered by a file or a test of any layer', () => {
    // (This file is left out: its own examples below are lowered timeouts, as text.)
    const found = LAYERS.flatMap((d) => files(d))
      .filter((f) => path.basename(f) !== 'test-timeouts.test.ts')
      .flatMap((f) => lowTimeouts(f, readFileSync(f, 'utf8'), HANG));
    expect(found).toEqual([]);
  });

  it('see a lowered timeout for what it is (the check can fail)', () => {
    expect(lowTimeouts('x.ts', "vi.setConfig({ testTimeout: 30_000 });\n  it('a', async () => {\n  }, 60_000);\n  }, 300_000);", HANG)).toEqual([
      'x.ts:1: vi.setConfig({ testTimeout: 30_000 });',
      'x.ts:3: }, 60_000);',
    ]);
  });
});
