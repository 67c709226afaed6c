import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The bench's hook for the web's weight: runs `scripts/web-weight.ts --json` (`npm run weight`, which
 * builds the web and reports what a browser downloads, KiB gzip) and keeps its figures for
 * bench/results.json. The script exits 1 when a chunk misses its target and still prints its figures.
 */
const ROOT = join(import.meta.dirname, '..');
const SCRIPT = join('scripts', 'web-weight.ts');

interface Weight {
  name: string;
  kib: number;
  files: number;
  target: number;
  ok: boolean;
}
export type WebWeight = { unit: string; targets: Record<string, number>; weights: Weight[]; misses: string[] } | { skipped: string };

export function webWeight(log: (line: string) => void = console.log): WebWeight {
  if (!existsSync(join(ROOT, SCRIPT))) return { skipped: `${SCRIPT} does not exist` };
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 << 20 });
  let parsed: { unit: string; targets: Record<string, number>; weights: Weight[] };
  try {
    parsed = JSON.parse(run.stdout) as typeof parsed;
  } catch {
    const why = (run.stderr || run.error?.message || `exit ${run.status}`).trim().split('\n').slice(-3).join(' ');
    log(`Web weight: not measured (${why})`);
    return { skipped: why };
  }
  const misses = parsed.weights.filter((w) => !w.ok).map((w) => `${w.name} ${w.kib} > ${w.target}`);
  log(`Web weight (${parsed.unit}): ${parsed.weights.map((w) => `${w.ok ? '' : '✗ '}${w.name} ${w.kib}`).join(', ')}`);
  return { ...parsed, misses };
}
