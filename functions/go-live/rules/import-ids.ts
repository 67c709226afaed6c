import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The SHA-256 of the workbook, hex: the import's identity. */
export const fileHashOf = (file: Uint8Array): string => createHash('sha256').update(file).digest('hex');

/**
 * The id of a record the import creates (pure): a ULID whose time is the record's own day (so lists
 * ordered by id keep the records' order) and whose 16 random characters are the hash of the file and
 * of the row it comes from. The same file gives the same ids: a batch retried after a crash writes the
 * same records, never a second copy.
 */
export function importId(fileHash: string, what: string, date: string): string {
  const digest = createHash('sha256').update(`${fileHash}|${what}`).digest();
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[digest[i]! % 32];
  return encodeTime(Date.parse(`${date}T00:00:00+07:00`), 10) + random;
}
