import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { everyItem } from './paging';
import { getItem } from '../../functions/platform/db/items';
import { keys } from '../../functions/platform/db/keys';
import { transact, updateItem } from '../../functions/platform/db/transact';
import { backfillBookObjects } from '../../functions/jobs/backfill-book-objects';

// The cash and bank books' "Đối tượng" (issue 23 §3): a wallet line names whom its money is about,
// taken from its entry's other side when it names no one itself. Own table: the demo rooms, MA's cash.
useOwnTable('book-objects-test');

const B = 'MA';
const CASH = 10; // MA-MT's cash box
const post = (path: string, body: unknown) => invoke('POST', path, { body });

interface Line {
  entry_id: string;
  line: number;
  date: string;
  voucher_type: string;
  voucher_no?: string;
  object?: string;
  object_name?: string;
  debit: number;
  credit: number;
}
const book = async (from: string, to: string): Promise<Line[]> => everyItem('/api/books/wallet', { wallet: String(CASH), from, to });
const only = (lines: Line[], type: string) => {
  const found = lines.filter((l) => l.voucher_type === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

describe('who each book line is about', () => {
  it('a deposit in cash names its customer, a check-in and a rent receipt their stay, a refund its tenant', async () => {
    const agent = (ok(await invoke('GET', '/api/users', { query: { role: 'SECURITY' } })) as { user_id: string }[])[0]!.user_id;
    const deposit = ok(
      await post('/api/deposits', {
        building: B,
        room_id: '101',
        customer_name: 'Nguyễn Văn Cọc',
        phone: '0909000111',
        amount_agreed: 3_000_000,
        amount_paid: 3_000_000,
        wallet: CASH,
        agent_user_id: agent,
        date: '2026-09-02',
        expected_move_in_date: '2026-09-05',
      }),
      201,
    ) as { id: string };
    const stay = ok(
      await post('/api/check-ins', {
        building: B,
        room_id: '105',
        contract_no: 'HD-C105',
        start_date: '2026-09-05',
        rent: 3_000_000,
        deposit_held: 3_000_000,
        wallet: CASH,
        occupants: [{ name: 'Trần Thị Thuê', phone: '0912 345 678' }],
        start_readings: { electricity: 1_000, water: 50 },
        internet: false,
      }),
      201,
    ) as { id: string };
    ok(await post('/api/receipt-rooms', { building: B, room_id: '105', date: '2026-09-20', wallet: CASH, amount: 1_000_000 }), 201);

    const lines = await book('2026-09-01', '2026-09-30');
    expect(
      lines.every((l) => l.object && l.object_name),
      JSON.stringify(lines),
    ).toBe(true);
    expect(lines.find((l) => l.date === '2026-09-02')).toMatchObject({ object: `deposit:${deposit.id}`, object_name: 'Nguyễn Văn Cọc', debit: 3_000_000 });
    const receipt = only(lines, 'receipt_room');
    expect(receipt).toMatchObject({ debit: 1_000_000 });
    expect(receipt.object).toContain(stay.id);
    expect(receipt.object_name).toContain('105');

    // The refund after the check-out: its book line names the tenant; its number is the contract's (the
    // refund has no slip number of its own: its printed payment slip carries the contract number too).
    const out = ok(
      await post('/api/check-outs', {
        stay_id: stay.id,
        leave_date: '2026-10-16',
        final_readings: { electricity: 1_010, water: 51 },
        notice_date: '2026-09-10',
      }),
      201,
    ) as { return_deposit?: { id: string; version: number; amount: number } };
    const rd = out.return_deposit!;
    expect(rd.amount).toBeGreaterThan(0);
    ok(await post('/api/return-deposits/update-return-deposit', { id: rd.id, date: '2026-10-17', wallet: CASH, version: rd.version }));
    const refund = only(await book('2026-10-17', '2026-10-17'), 'return_deposit');
    expect(refund).toMatchObject({ credit: rd.amount, voucher_no: 'HD-C105', object_name: 'Trần Thị Thuê' });
  });

  it('fills lines written before they named anyone (the one-off migration), once', async () => {
    const line = (await book('2026-09-02', '2026-09-02'))[0]!;
    const key = keys.journalLine(line.date, line.entry_id, line.line);
    await transact([updateItem(key, { expression: 'REMOVE counter_object, counter_object_name' })]);
    expect((await book('2026-09-02', '2026-09-02'))[0]).not.toHaveProperty('object');
    expect(await backfillBookObjects()).toBeGreaterThanOrEqual(1);
    expect((await book('2026-09-02', '2026-09-02'))[0]).toMatchObject({ object: line.object, object_name: 'Nguyễn Văn Cọc' });
    expect(await backfillBookObjects()).toBe(0);
    expect(await getItem(keys.meta('MIGRATION#book-objects-v1'))).toBeTruthy();
  });
});
