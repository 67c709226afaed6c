import { transact, type TxItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';

/**
 * A backfill's conditioned writes (each on the version it read): the chunk in one transaction; when a
 * record changed meanwhile (its condition fails), one by one, that record skipped — the write that
 * changed it kept it right itself. Returns how many were written.
 */
export async function writeSkippingChanged(chunk: TxItem[]): Promise<number> {
  try {
    await transact(chunk);
    return chunk.length;
  } catch (e) {
    if (!(e instanceof Conflict)) throw e;
  }
  let written = 0;
  for (const u of chunk)
    try {
      await transact([u]);
      written++;
    } catch (e) {
      if (!(e instanceof Conflict)) throw e;
    }
  return written;
}
