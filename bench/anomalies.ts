import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { vnToday } from '../shared/dates';
import { History, poster, putter } from '../infra/local/history';
import { startLocalStack } from '../infra/local/stack';
import { stopAllChildren } from '../infra/local/processes';
import { anomalyTarget, printAnomalies } from './anomaly-targets';
import { benchUsers } from './bench-users';

/**
 * `npm run bench:anomalies [-- --months M --scale N]`: the bench's anomaly report alone (issue 21 §7), in
 * about a minute: a fresh in-memory stack, a short history of the bench's rooms (default 4 months, the
 * least that gives the last month three months before it) with its planted anomalies, then both
 * consumption analyses of its last full month against them. Writes the report into
 * bench/results.json under `utilities.anomalies` (the rest of the file as the last full bench left it).
 */
const { values: args } = parseArgs({ options: { months: { type: 'string', default: '4' }, scale: { type: 'string', default: '1' } } });
const months = Number(args.months);
const rooms = 60 * Number(args.scale);

async function main() {
  const stack = await startLocalStack({ ports: { dynamodb: 19110, cognito: 19111, s3: 19112, gateway: 19113 }, quiet: true });
  try {
    const { token, tokenOf, agents } = await benchUsers(stack.apiUrl);
    const history = new History(
      { months, roomsPerBuilding: rooms, to: vnToday(), seed: 42, concurrency: 6, admin: putter(stack.apiUrl, await tokenOf('admin')) },
      agents,
    );
    const t0 = Date.now();
    console.log(`Writing ${months} months of history for 6 buildings × ${rooms} rooms...`);
    await history.runUntil('9999-12-31', poster(stack.apiUrl, token));
    console.log(`History written in ${Math.round((Date.now() - t0) / 1000)}s; ${history.planted.length} anomalies planted.`);
    const report = await anomalyTarget(stack.apiUrl, token, history.anomalyMonth, history.planted);
    printAnomalies(report, console.log);
    const file = join(import.meta.dirname, 'results.json');
    const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown> | undefined>) : {};
    results.utilities = {
      ...results.utilities,
      anomalies: { ...report, dataset: { months, rooms_per_building: rooms, generated_at: new Date().toISOString() } },
    };
    writeFileSync(file, JSON.stringify(results, null, 2));
    console.log('Wrote utilities.anomalies into bench/results.json.');
    if (!report.pass) process.exitCode = 1;
  } finally {
    await stack.stop();
    await stopAllChildren();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
