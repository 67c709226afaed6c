import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';

/**
 * Concurrency on one stay (issue 19): two receipts at once, or a receipt and the check-out at once,
 * never spend the same open amount. Each writer is conditioned on the stay's account version; the
 * loser plans again from fresh reads, so both land and each pays only what was still open.
 */
useOwnTable('receivables-race');

const B = 'GB';
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
type Allocation = { bill_no: string; amount: number; kind: string };

/** Rooms 101 (no deposit) and 102 (a deposit of 5,000,000) let from February and billed for it, once for the file. */
async function letAndBillOnce() {
  const rooms = [
    ['101', 0],
    ['102', 5_000_000],
  ] as const;
  ok(
    await invoke('POST', '/api/bills/electric-water-count', {
      body: { building: B, month: '2026-01', type: 'E', readings: rooms.map(([room_id]) => ({ room_id, value: 500 })) },
    }),
  );
  const stays = new Map<string, string>();
  for (const [room_id, deposit] of rooms) {
    const stay = ok(
      await invoke('POST', '/api/check-ins', {
        body: {
          building: B,
          room_id,
          contract_no: `HD-R${room_id}`,
          start_date: '2026-02-01',
          rent: 3_000_000,
          deposit_held: deposit,
          ...(deposit ? { wallet: 2 } : {}),
          occupants: [{ name: `Khách ${room_id}` }],
          start_readings: { electricity: 500, water: 10 },
          internet: false,
        },
      }),
      201,
    );
    stays.set(room_id, stay.id);
  }
  ok(
    await invoke('POST', '/api/bills/electric-water-count', {
      body: { building: B, month: '2026-02', type: 'E', readings: rooms.map(([room_id]) => ({ room_id, value: 600 })) },
    }),
  );
  ok(await invoke('POST', '/api/payments', { body: { building: B, month: '2026-02' } }));
  return stays;
}
let setup: ReturnType<typeof letAndBillOnce> | undefined;
async function letAndBill(room_id: string) {
  const stays = await (setup ??= letAndBillOnce());
  const owed = ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id } }));
  return { stay_id: stays.get(room_id)!, owed: owed.owed as number };
}

const journal1311 = async (room_id: string, stayId: string) => {
  const lines = ok(
    await invoke('GET', '/api/journal', {
      query: { from: '2026-01-01', to: '2026-03-31', building: B, account: '1311', object: `stay:${B}-${room_id}:${stayId}`, limit: '2000' },
    }),
  );
  return (lines.items as { debit: number; credit: number }[]).reduce((t, l) => t + l.debit - l.credit, 0);
};

describe('one stay, two writers at once', () => {
  it('two receipts at once each pay only what is still open: the bill is paid once, the rest is credit', async () => {
    const { stay_id, owed } = await letAndBill('101');
    expect(owed).toBeGreaterThan(0);
    const body = { building: B, room_id: '101', date: '2026-03-02', wallet: 2, amount: owed };
    const [a, b] = await Promise.all([invoke('POST', '/api/receipt-rooms', { body }), invoke('POST', '/api/receipt-rooms', { body })]);
    const receipts = [ok(a, 201), ok(b, 201)];
    const paid = receipts.flatMap((r) => r.allocations as Allocation[]);
    // The bill was open once: together the two receipts paid exactly it, the rest is their credit.
    expect(sum(paid.map((x) => x.amount))).toBe(owed);
    expect(sum(receipts.map((r) => r.left_credit))).toBe(owed);
    for (const r of receipts) expect(sum((r.allocations as Allocation[]).map((x) => x.amount)) + r.left_credit).toBe(owed);
    const after = ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id: '101' } }));
    expect(after).toMatchObject({ owed: 0, credit: owed, balance: -owed, months: [] });
    expect(await journal1311('101', stay_id)).toBe(-owed);
  });

  it('a receipt and the check-out at once: the deposit and the receipt never both pay the same bill', async () => {
    const { stay_id, owed } = await letAndBill('102');
    const [receipt, checkOut] = await Promise.all([
      invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id: '102', date: '2026-03-03', wallet: 2, amount: owed } }),
      invoke('POST', '/api/check-outs', {
        body: { stay_id, leave_date: '2026-03-03', final_readings: { electricity: 600, water: 10 }, waive_forfeit: true, waive_reason: 'Thử' },
      }),
    ]);
    const r = ok(receipt, 201);
    const co = ok(checkOut, 201);
    const byReceipt = sum((r.allocations as Allocation[]).filter((x) => x.kind === 'bill').map((x) => x.amount));
    const byDeposit = sum((co.settled_items as { kind: string; deposit_applied: number }[]).filter((x) => x.kind === 'bill').map((x) => x.deposit_applied));
    // February's bill was paid once, by whichever came first.
    expect(byReceipt + byDeposit).toBe(owed);
    const bill = ok(await invoke('GET', '/api/payments/find', { query: { building: B, month: '2026-02', room_id: '102' } }));
    expect(bill).toMatchObject({ paid: owed, status: 'paid' });
    // The stay's 1311 is the final bill less the deposit applied less the receipt, as both answered.
    const months = ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id: '102', stay_id } }));
    expect(await journal1311('102', stay_id)).toBe(months.balance);
    expect(months.balance).toBe(owed + co.bill.total - co.deposit_applied - r.amount);
  });
});
