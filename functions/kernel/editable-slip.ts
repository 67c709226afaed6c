import type { Caller } from '../platform/claims';
import type { LockDates } from './ledger/edit-lock';
import { reversalOf, type Entry } from './ledger/entry';

/** What an edit reads of the slip it edits (its stored record, with the entry it posted). */
export interface SlipAsRead {
  date: string;
  version: number;
  created_at: string;
  created_by?: unknown;
  entry?: Entry;
}

/** The parts of a voucher that an editable slip shares with every other (see editableSlip). */
export interface EditableSlip<R, O extends SlipAsRead> {
  /** The record's version once written: 1 for a new slip, the version read + 1 for an edit. */
  version: number;
  /** The version the record is put back on (the write's condition); undefined: a new slip, created. */
  readVersion: number | undefined;
  /** Who made it and when, kept through edits; who changed it last and when, on an edit only. */
  stamps: { created_at: string; created_by: O['created_by'] | string; updated_at?: string; updated_by?: string };
  /** The old entry reversed on the old date (on an edit), then the new entry. */
  entries: [Entry | undefined, Entry];
  /** The new date and, on an edit, the old one, each by the request field that names it. */
  lockDates: LockDates;
  /** The audit line's before (on an edit) and after, of the fields people see. */
  diff: (after: R) => { before?: unknown; after: unknown };
}

/**
 * The editable slip, pure (no I/O): a new one takes its number in the transaction (its own operation
 * reserves it); an edit keeps its number, reverses the old entry on its own date and posts the new
 * one, the record put back on the version it was read with, version + 1, both dates checked against
 * the edit lock, and the audit line shows the fields before and after. Each slip keeps its posting,
 * its record, its number series, its messages and its audit naming; this is what they share.
 *
 * `field` prefixes the dates' request fields (`date`, and `id` for the old date) for the edit lock's
 * 409, a batch row's `receipts.3.`; `reversal` is the reversal's description; `shown` picks the
 * fields the audit line compares.
 */
export function editableSlip<R, O extends SlipAsRead & R>(p: {
  caller: Pick<Caller, 'username'>;
  at: string;
  old: O | undefined;
  date: string;
  entry: Entry;
  reversal: string;
  field?: string;
  shown: (r: R) => unknown;
}): EditableSlip<R, O> {
  const { caller, at, old, field = '' } = p;
  return {
    version: (old?.version ?? 0) + 1,
    readVersion: old?.version,
    stamps: {
      created_at: old?.created_at ?? at,
      created_by: old?.created_by ?? caller.username,
      ...(old ? { updated_at: at, updated_by: caller.username } : {}),
    },
    entries: [old?.entry ? reversalOf(old.entry, old.date, p.reversal, at) : undefined, p.entry],
    lockDates: { [`${field}date`]: p.date, ...(old ? { [`${field}id`]: old.date } : {}) },
    diff: (after) => ({ ...(old ? { before: p.shown(old) } : {}), after: p.shown(after) }),
  };
}
