import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import type { BatchContext } from './commit-context';
import { writeDeparted, writeStayDebts } from './commit-debts';
import { writeDeposit } from './commit-deposit';
import { writeBalances } from './commit-balances';
import { writeReadings } from './commit-readings';
import { writeRooms } from './commit-rooms';
import { writeStay } from './commit-stay';
import type { Batch, Lane } from './rules/commit-plan';

/** One batch, by its kind: each writes its records and its mark in one transaction. */
function writeBatch(b: Batch, c: BatchContext, persons: ReadonlyMap<string, number>): Promise<void> {
  switch (b.kind) {
    case 'rooms':
      return writeRooms(b.building, b.rows, b.key, c);
    case 'stay':
      return writeStay(b.plan, b.key, c);
    case 'debts':
      return writeStayDebts(b.plan, b.rows, b.key, c);
    case 'departed':
      return writeDeparted(b.departed, b.rows, b.first, b.all, b.key, c);
    case 'deposit':
      return writeDeposit(b.building, b.row, b.key, c);
    case 'readings':
      return writeReadings(b.building, b.meter, b.internal, b.rows, persons, b.key, c);
    case 'balances':
      return writeBalances(b.rows, b.key, c);
  }
}

export interface RunState {
  done: Set<string>;
  /** No batch is begun after this instant (ms); the call answers its progress and the caller calls again. */
  deadline: number;
}

/**
 * A batch written unless its mark says it was. A batch that fails while another run wrote it meanwhile
 * (its mark is there now) counts as done; any other failure stops its lane.
 */
async function runBatch(b: Batch, c: BatchContext, persons: ReadonlyMap<string, number>, s: RunState): Promise<void> {
  if (s.done.has(b.key)) return;
  try {
    await writeBatch(b, c, persons);
  } catch (error) {
    if (!(await getItem(keys.goLiveBatch(c.fileHash, b.key), { consistent: true }))) throw error;
  }
  s.done.add(b.key);
}

/**
 * The lanes written side by side, each lane's batches one after the other, until every batch is done
 * or the deadline passes. The first batch still to write goes alone: the request's answer record (HTTP
 * idempotency) rides on the first transaction, and two transactions carrying it at once would collide.
 */
export async function runLanes(lanes: readonly Lane[], c: BatchContext, persons: ReadonlyMap<string, number>, s: RunState): Promise<void> {
  const first = lanes.flatMap((l) => l.batches).find((b) => !s.done.has(b.key));
  if (first) await runBatch(first, c, persons, s);
  const results = await Promise.allSettled(
    lanes.map(async (lane) => {
      for (const b of lane.batches) {
        if (s.done.has(b.key)) continue;
        if (Date.now() > s.deadline) return;
        await runBatch(b, c, persons, s);
      }
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
