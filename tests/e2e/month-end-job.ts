import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '../..');

/**
 * `npm run job:monthly -- --month <month>` (scripts/job-monthly.ts, what the scheduler runs on the 1st)
 * against the e2e stack instead of `npm start`'s: its table, bucket and endpoints are set, and the
 * script keeps variables already set. Answers what the job printed; a failed run throws with it.
 */
export async function runMonthEndJob(month: string, stackEnv: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/job-monthly.ts', '--month', month], {
    cwd: ROOT,
    env: { ...process.env, ...stackEnv, LOG_LEVEL: 'WARN' },
    timeout: 120_000,
  });
  return stdout.trim();
}
