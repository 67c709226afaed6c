/**
 * `npm run job:kept-figures [-- --aws]`: the one-off backfills of the kept figures and sparse indexes
 * (issue 23 §13), one after the other in the order the local stack runs them at start
 * (infra/local/stack.ts): the rooms' statuses, the record counts, 1311's two sides, the unmatched bank
 * lines, the owing stay accounts, the refunds waiting, the cards to collect, the reading sheets'
 * heads, the collected receipts' own partitions. Each is its own script (scripts/job-*.ts, printing its own line) and is a few reads once
 * done, so this can be run after every deploy. On AWS run `npm run job:stay-receivables -- --aws` first: the owing index waits for it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ORDER = [
  'room-figures',
  'entity-counts',
  'kept-sides',
  'bank-open-lines',
  'owing-index',
  'pending-refunds',
  'cards-to-collect',
  'reading-heads',
  'receipts-collected',
];

for (const job of ORDER) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `job-${job}.ts`), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
