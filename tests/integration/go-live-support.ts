import { spawn } from 'node:child_process';
import { QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from '../../functions/platform/db/client';

/** Every item of a table, unmarshalled (a test's own small table). */
export async function everyItem(table: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: table, ExclusiveStartKey: start as never }));
    out.push(...(page.Items ?? []).map((i) => unmarshall(i)));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/**
 * Items per record type, and the kept counts (entity-counts.ts) summed over their shards: which shard a
 * write moved is chosen at random, so the shard items differ between two runs, not what they add up to.
 */
export const countsByEntity = (items: readonly Record<string, unknown>[]) => {
  const out: Record<string, number> = {};
  for (const i of items) {
    if (i.entity === 'entity_count') {
      for (const [k, v] of Object.entries(i)) if (k.startsWith('n_')) out[`kept ${k.slice(2)}`] = (out[`kept ${k.slice(2)}`] ?? 0) + Number(v);
    } else out[String(i.entity ?? i.PK)] = (out[String(i.entity ?? i.PK)] ?? 0) + 1;
  }
  return out;
};

/** Attributes that differ between two runs of the same import by nature: clocks, fresh ids of log lines and entries. */
const VOLATILE = /(^|_)(at|id)$|^(posted_at|entry|version|GSI\dSK|last_states|updated_by|started_by)$/;
/**
 * The records the import makes with ids of its own (rooms, stays, deposits, accounts, sheets, the
 * ledger's rollups…), each without what a clock or a fresh ULID puts in it: two imports of one file
 * must give the same list.
 */
export function stableRecords(items: readonly Record<string, unknown>[]): string[] {
  const skip = new Set(['log', 'journal_line', 'room_state', 'reading_audit', 'idempotency', 'entity_count', 'go_live_batch', 'go_live_import']);
  const stable = (v: unknown, top: boolean): unknown =>
    Array.isArray(v)
      ? v.map((x) => stable(x, false))
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !VOLATILE.test(k) || k === 'id' || k === 'stay_id' || (!top && k === 'customer_id'))
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, stable(x, false)]),
          )
        : v;
  return items
    .filter((i) => i.entity && !skip.has(String(i.entity)) && !String(i.PK).startsWith('COUNT') && !String(i.PK).startsWith('LOG'))
    .map((i) => JSON.stringify(stable(i, true)))
    .sort();
}

/** The batches of an import written so far (its partition's BATCH# items). */
export async function batchesWritten(table: string, fileHash: string): Promise<number> {
  const r = await dynamo().send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :b)',
      ExpressionAttributeValues: { ':pk': { S: `GOLIVE#${fileHash}` }, ':b': { S: 'BATCH#' } },
      ConsistentRead: true,
    }),
  );
  return r.Count ?? 0;
}

/**
 * `npm run import`'s loop in a child process against `table` (tests/integration/go-live-child.ts),
 * SIGKILLed as soon as `killAfter` batches are durably written (polled from the import record).
 */
export function runImportAndKill(o: { table: string; file: string; cutOver: string; fileHash: string; killAfter: number }) {
  return new Promise<{ signal: NodeJS.Signals | null; stdout: string; batchesAtKill: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/go-live-child.ts', JSON.stringify({ file: o.file, cutOver: o.cutOver })], {
      env: { ...process.env, TABLE_NAME: o.table, LOG_LEVEL: 'SILENT' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    let batchesAtKill = 0;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const poll = setInterval(() => {
      void batchesWritten(o.table, o.fileHash).then((n) => {
        if (n >= o.killAfter && child.exitCode === null && !child.killed) {
          batchesAtKill = n;
          child.kill('SIGKILL');
        }
      });
    }, 20);
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearInterval(poll);
      resolve({ signal, stdout, batchesAtKill });
    });
  });
}
