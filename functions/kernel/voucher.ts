import type { Caller } from '../platform/claims';
import { auditItem, type AuditEntry } from '../platform/audit';
import type { TxItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { commit } from './commit';
import { cashFloorItems } from './ledger/cash-floor';
import { assertDatesOpen, editLockCheck, type LockDates } from './ledger/edit-lock';
import { type Entry } from './ledger/entry';
import { keptEntryItems } from './ledger/posting';
import { receivableReads } from './ledger/receivable-reads';

/**
 * One voucher, as its operation decided it: the dates it touches (edit lock), the room's status change
 * (from the status machine, guarded by status and version), its records, its balanced journal entries
 * (with their rollups), its audit line and the answer the caller gets (opaque to the kernel: plain data,
 * or the HTTP layer's Reply when it names a status or cookies).
 */
export interface Voucher<A> {
  caller: Pick<Caller, 'sub' | 'username'>;
  at: string;
  lockDates: LockDates;
  /**
   * The edit lock is left to the transaction's own check (same 409, same field when there is one date):
   * for a voucher posted many times over in one request (a statement's batches), where the read before
   * each would be one more Query apiece.
   */
  lockInTransactionOnly?: boolean;
  roomEvent?: { items: TxItem[] };
  records: TxItem[];
  entries?: (Entry | undefined)[];
  audit: AuditEntry;
  answer: A;
}

/** Numbers are handed out one at a time per building and month: under a burst, a voucher may wait its turn a while. */
const MAX_ATTEMPTS = 30;

/**
 * The one unit of work for money: edit lock, room transition, records, balanced entries with their
 * rollups, audit line and stored answer in ONE transaction. An operation reads as load → decide → write
 * once: `plan` loads and decides (it may be called again), postVoucher writes.
 *
 * A voucher that takes money out of a cash box is checked against the box's balance on every day from
 * its date and takes the box's guard in the same transaction (kernel/ledger/cash-floor.ts).
 *
 * A voucher that takes a number from a series (slip numbers) reads the counter in `plan` and writes
 * it back conditioned on the value it read, so the number is taken inside the voucher's transaction:
 * a voucher that fails takes no number. When another voucher took that number meanwhile
 * (code `numbering`), the plan is made again with the next one.
 */
export async function postVoucher<A>(plan: () => Promise<Voucher<A>>): Promise<A> {
  for (let attempt = 1; ; attempt++) {
    const v = await plan();
    if (!v.lockInTransactionOnly) await assertDatesOpen(v.lockDates);
    const entries = v.entries?.filter((e): e is Entry => !!e) ?? [];
    try {
      // The 1311 objects' rollups as they are now: the sides of 1311 move with the voucher (kept-sides-rules.ts).
      const [cashGuards, reads] = await Promise.all([cashFloorItems(entries), receivableReads(entries)]);
      return await commit(
        [
          ...editLockCheck(v.lockDates),
          ...(v.roomEvent?.items ?? []),
          ...v.records,
          ...keptEntryItems(entries, reads),
          ...cashGuards,
          auditItem(v.caller, v.audit, v.at),
        ],
        v.answer,
      );
    } catch (error) {
      if (!(error instanceof Conflict) || error.code !== 'numbering' || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * Math.min(10 * 2 ** attempt, 400)));
    }
  }
}
