import { ulid } from 'ulid';
import { MAX_TX_ITEMS, transact } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { bankLineIdOf, type ParsedLine } from '../bank';
import { createBankLine, existingRefs, type StoredLine } from '../bank';

/** Two items per line (the line and its dedupe marker): 49 lines fill one transaction with its kept count. */
const LINES_PER_TX = Math.floor(MAX_TX_ITEMS / 2);
/** Transactions in flight at once. */
const PARALLEL = 4;

export interface NewLine extends ParsedLine {
  ref_key: string;
  raw: string;
}

/**
 * The lines of a file as they will be stored: raw, `unmatched`, version 1, each with its id. The
 * same dedupe key twice in one file (a reference the bank repeated) keeps the first line.
 */
export function newStoredLines(wallet: number, lines: readonly NewLine[], base: Pick<StoredLine, 'source' | 'import_id'>, at: string): StoredLine[] {
  const seen = new Set<string>();
  return lines
    .filter((l) => !seen.has(l.ref_key) && !!seen.add(l.ref_key))
    .map((l): StoredLine => ({
      ...l,
      id: bankLineIdOf(wallet, l.date, ulid()),
      wallet,
      ...base,
      status: 'unmatched',
      version: 1,
      created_at: at,
    }));
}

/**
 * Stores the lines not stored yet, in transactions of ≤ 100 items, each line with its dedupe marker
 * (a conditional create). Written optimistically: a new statement reads nothing first; a transaction
 * that meets a marker already there (an earlier import, a notification, the same file sent twice at
 * once) reads its chunk's markers and is redone without those lines. Answers the lines written.
 */
export async function storeLines(wallet: number, stored: readonly StoredLine[]): Promise<StoredLine[]> {
  const chunks: StoredLine[][] = [];
  for (let i = 0; i < stored.length; i += LINES_PER_TX) chunks.push(stored.slice(i, i + LINES_PER_TX));
  const written: StoredLine[] = [];
  const write = async (chunk: StoredLine[], checked = false): Promise<void> => {
    if (!chunk.length) return;
    try {
      await transact(chunk.flatMap(createBankLine));
      written.push(...chunk);
    } catch (error) {
      if (!(error instanceof Conflict) || checked) throw error;
      const taken = await existingRefs(
        wallet,
        chunk.map((l) => l.ref_key),
      );
      await write(
        chunk.filter((l) => !taken.has(l.ref_key)),
        true,
      );
    }
  };
  for (let i = 0; i < chunks.length; i += PARALLEL) await Promise.all(chunks.slice(i, i + PARALLEL).map((c) => write(c)));
  const order = new Map(stored.map((l, i) => [l.id, i]));
  return written.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
