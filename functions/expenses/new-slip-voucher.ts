import type { AuditEntry } from '../platform/audit';
import type { Caller } from '../platform/claims';
import { nowIso } from '../platform/time';
import { buildEntry, type EntryInput } from '../kernel/ledger/entry';
import { postVoucher } from '../kernel/voucher';
import { reserveNo, writeSlip, type SlipSeries } from './model/money-slip';

/**
 * A new slip of a series as ONE voucher: its number taken in the transaction (a lost race plans it
 * again with the next one), the record created, its entry posted, its log line. `make` decides the
 * record, its posting and what the log says from the number and the time.
 */
export function postNewSlip<T extends { id: string; building: string; date: string }>(
  caller: Pick<Caller, 'sub' | 'username'>,
  series: SlipSeries,
  building: string,
  date: string,
  make: (no: string, at: string) => { record: T; posting: (r: T) => EntryInput; audit: Omit<AuditEntry, 'entityId' | 'entityNo' | 'building'> },
) {
  return postVoucher(async () => {
    const at = nowIso();
    const number = await reserveNo(series, building, date);
    const { record, posting, audit } = make(number.no, at);
    const entry = buildEntry(posting(record), at);
    return {
      caller,
      at,
      lockDates: { date },
      records: [writeSlip(series, record, entry), number.item],
      entries: [entry],
      audit: { ...audit, entityId: record.id, entityNo: number.no, building, after: record },
      answer: record,
    };
  });
}
