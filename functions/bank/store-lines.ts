import { ulid } from 'ulid';
import { transact } from '../lib/db/transact';
import { Conflict } from '../lib/errors';
import { bankLineIdOf, type ParsedLine } from '../core/records/bank-line-rules';
import { createBankLine, existingRefs, type StoredLine } from '../core/records/bank-line';

/** Two items per line (the line and its dedupe marker): 50 lines fill one transaction of 100. */
const LINES_PER_TX = 50;
/** Transactions in flight at once. */
const PARALLEL = 4;

export interface NewLine extends ParsedLine {
  ref_key: string;
  raw: string;
}

/**
 * Stores the lines not stored yet, raw, as `unmatched`: the dedupe markers already there (an earlier
 * import, a notification, the same key twice in this file) are skipped first, then the rest go in
 * transactions of ≤ 100 items, each line with its marker. A transaction that meets a marker written
 * meanwhile (the same file sent twice at once) is redone without the lines that lost.
 */
export async function storeNewLines(wallet: number, lines: readonly NewLine[], base: Pick<StoredLine, 'source' | 'import_id'>, at: string): Promise<StoredLine[]> {
  const known = await existingRefs(wallet, [...new Set(lines.map((l) => l.ref_key))]);
  const seen = new Set<string>();
  const fresh = lines.filter((l) => {
    if (known.has(l.ref_key) || seen.has(l.ref_key)) return false;
    seen.add(l.ref_key);
    return true;
  });
  const stored = fresh.map(
    (l): StoredLine => ({
      ...l,
      id: bankLineIdOf(wallet, l.date, ulid()),
      wallet,
      ...base,
      status: 'unmatched',
      version: 1,
      created_at: at,
    }),
  );
  const chunks: StoredLine[][] = [];
  for (let i = 0; i < stored.length; i += LINES_PER_TX) chunks.push(stored.slice(i, i + LINES_PER_TX));
  const written: StoredLine[] = [];
  const write = async (chunk: StoredLine[]): Promise<void> => {
    try {
      await transact(chunk.flatMap(createBankLine));
      written.push(...chunk);
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      const taken = await existingRefs(wallet, chunk.map((l) => l.ref_key));
      const rest = chunk.filter((l) => !taken.has(l.ref_key));
      if (rest.length < chunk.length) await write(rest);
      else throw error;
    }
  };
  for (let i = 0; i < chunks.length; i += PARALLEL) await Promise.all(chunks.slice(i, i + PARALLEL).map(write));
  const order = new Map(stored.map((l, i) => [l.id, i]));
  return written.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
