import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compareScales, type BenchRun } from './scale-compare';
import { formatScaleReport } from './scale-print';

/**
 * `npm run bench:scales [-- --base FILE --scaled FILE --out FILE]` (issue 23 §13): reads a scale-1
 * bench run (default bench/results.json) and a scale-10 one (bench/results-scale-10.json, written by
 * `npm run bench -- --scale 10`), prints every read's p95 and items read side by side with the
 * verdict of bench/scale-compare.ts, and writes it all to bench/scale-report.json. Exits 1 when a row
 * misses. Runs nothing itself: the two bench runs take their time, this takes none.
 */
const BENCH = import.meta.dirname;
const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: join(BENCH, 'results.json') },
    scaled: { type: 'string', default: join(BENCH, 'results-scale-10.json') },
    out: { type: 'string', default: join(BENCH, 'scale-report.json') },
  },
});

function load(file: string, hint: string): BenchRun {
  const path = resolve(file);
  if (!existsSync(path)) {
    console.error(`bench:scales: ${relative(process.cwd(), path)} does not exist; ${hint}`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as BenchRun;
}

const base = load(args.base, 'run `npm run bench` (scale 1) first, or give --base.');
const scaled = load(args.scaled, 'run `npm run bench -- --scale 10` first (it writes bench/results-scale-10.json), or give --scaled.');
const report = compareScales(base, scaled);
for (const line of formatScaleReport(report)) console.log(line);
writeFileSync(
  resolve(args.out),
  JSON.stringify({ generated_at: new Date().toISOString(), files: { base: args.base, scaled: args.scaled }, ...report }, null, 2),
);
console.log(`Wrote ${relative(process.cwd(), resolve(args.out))}.`);
if (report.misses.length) process.exitCode = 1;
