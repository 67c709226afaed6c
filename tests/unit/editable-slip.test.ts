import { describe, expect, it } from 'vitest';
import { editableSlip } from '../../functions/kernel/editable-slip';
import { buildEntry, type Entry } from '../../functions/kernel/ledger/entry';

process.env.TABLE_NAME ??= 'unit-table';

const posted = (date: string, amount: number, at: string): Entry =>
  buildEntry(
    {
      date,
      building: 'BN',
      voucher_type: 'receipt_other',
      voucher_id: 'R1',
      voucher_no: 'TKBN2611-001',
      description: 'Thu khác',
      lines: [
        { wallet: 6, debit: amount },
        { account_key: 'other_income', credit: amount },
      ],
    },
    at,
  );

interface Slip {
  date: string;
  amount: number;
  note?: string;
  version: number;
  created_at: string;
  created_by: string;
  updated_at?: string;
  updated_by?: string;
  entry?: Entry;
}

const shown = (s: Pick<Slip, 'date' | 'amount' | 'note'>) => ({ date: s.date, amount: s.amount, note: s.note });
const caller = { sub: 'u-2', username: 'thu.ngan' };

describe('editableSlip', () => {
  it('a new slip: version 1, created now by the caller, only its date locked, no reversal, no before', () => {
    const at = '2026-11-21T03:00:00.000Z';
    const entry = posted('2026-11-21', 500_000, at);
    const edit = editableSlip({
      caller,
      at,
      old: undefined as Slip | undefined,
      date: '2026-11-21',
      entry,
      reversal: 'Sửa phiếu',
      field: 'receipts.2.',
      shown,
    });

    expect(edit.version).toBe(1);
    expect(edit.readVersion).toBeUndefined();
    expect(edit.stamps).toEqual({ created_at: at, created_by: 'thu.ngan' });
    expect(edit.entries).toEqual([undefined, entry]);
    expect(edit.lockDates).toEqual({ 'receipts.2.date': '2026-11-21' });
    const audit = edit.diff({ date: '2026-11-21', amount: 500_000, note: 'x' });
    expect(audit).toEqual({ after: { date: '2026-11-21', amount: 500_000, note: 'x' } });
    expect('before' in audit).toBe(false);
  });

  it('an edit: reverses the old entry on the old date, version + 1 on the version read, created kept, updated set, both dates locked, before and after', () => {
    const old: Slip = {
      date: '2026-11-05',
      amount: 300_000,
      version: 3,
      created_at: '2026-11-05T02:00:00.000Z',
      created_by: 'ke.toan',
      updated_at: '2026-11-06T02:00:00.000Z',
      updated_by: 'ke.toan',
      entry: posted('2026-11-05', 300_000, '2026-11-05T02:00:00.000Z'),
    };
    const at = '2026-11-21T03:00:00.000Z';
    const entry = posted('2026-11-20', 450_000, at);
    const edit = editableSlip({ caller, at, old, date: '2026-11-20', entry, reversal: 'Sửa phiếu thu khác TKBN2611-001', shown });

    expect(edit.version).toBe(4);
    expect(edit.readVersion).toBe(3);
    expect(edit.stamps).toEqual({ created_at: '2026-11-05T02:00:00.000Z', created_by: 'ke.toan', updated_at: at, updated_by: 'thu.ngan' });
    expect(edit.lockDates).toEqual({ date: '2026-11-20', id: '2026-11-05' });

    const [reversal, posting] = edit.entries;
    expect(posting).toBe(entry);
    expect(reversal).toMatchObject({ date: '2026-11-05', voucher_type: 'receipt_other', voucher_id: 'R1' });
    expect(reversal!.lines.map((l) => [l.account_key, l.debit, l.credit, l.date, l.reverses, l.posted_at, l.voucher_no])).toEqual([
      ['cash_bn', 0, 300_000, '2026-11-05', old.entry!.entry_id, at, 'TKBN2611-001'],
      ['other_income', 300_000, 0, '2026-11-05', old.entry!.entry_id, at, 'TKBN2611-001'],
    ]);
    expect(reversal!.lines[0]!.description).toBe('Sửa phiếu thu khác TKBN2611-001 (đảo Thu khác)');

    expect(edit.diff({ date: '2026-11-20', amount: 450_000, note: 'sửa' })).toEqual({
      before: { date: '2026-11-05', amount: 300_000, note: undefined },
      after: { date: '2026-11-20', amount: 450_000, note: 'sửa' },
    });
  });

  it('an edit of a slip stored without its entry posts the new one only', () => {
    const old: Slip = { date: '2026-11-05', amount: 1, version: 1, created_at: 'a', created_by: 'b' };
    const entry = posted('2026-11-05', 2, 'c');
    expect(editableSlip({ caller, at: 'c', old, date: '2026-11-05', entry, reversal: 'Sửa', shown }).entries).toEqual([undefined, entry]);
  });
});
