import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';

// The run moves the global edit lock: a table of its own, handlers called in-process as the gateway would.
const post = (path: string, body: unknown) => invoke('POST', path, { body });
const get = (path: string, query: Record<string, string>) => invoke('GET', path, { query });

useOwnTable('bill-credit-test');

describe("the billing run and the stay's credit (business rules §9)", () => {
  // First in the file: it saves October's sheet, which the November run below would lock.
  it("bills a check-out's electricity and water from where the monthly bills stopped, not twice from the stay's start", async () => {
    const stay = ok(
      await invoke('POST', '/api/check-ins', {
        body: {
          building: 'XA',
          room_id: '301',
          contract_no: 'HD-X301',
          start_date: '2026-09-01',
          rent: 2_000_000,
          deposit_held: 0,
          occupants: [{ name: 'Khách X' }],
          start_readings: { electricity: 500, water: 10 },
          internet: false,
        },
      }),
      201,
    );
    for (const [month, value] of [
      ['2026-09', 560],
      ['2026-10', 600],
    ] as const)
      ok(await invoke('POST', '/api/bills/electric-water-count', { body: { building: 'XA', month, type: 'E', readings: [{ room_id: '301', value }] } }));
    const out = ok(
      await invoke('POST', '/api/check-outs', { body: { stay_id: stay.id, leave_date: '2026-11-20', final_readings: { electricity: 650, water: 14 } } }),
      201,
    );
    // September and October are the monthly bills' (up to 600); the check-out bills 600 → 650 only.
    expect(out.bill).toMatchObject({ electricity_kwh: 50, electricity: 50 * 2_618 });
  });

  it("pays a new bill from the stay's standing credit at once: in part, or in full with the rest kept", async () => {
    const stays = new Map<string, string>();
    for (const [room_id, rent] of [
      ['101', 3_000_000],
      ['102', 1_000_000],
    ] as const) {
      const checkIn = {
        building: 'BN',
        room_id,
        contract_no: `HD-B${room_id}`,
        start_date: '2026-11-01',
        rent,
        deposit_held: 0,
        occupants: [{ name: `Khách ${room_id}` }],
        start_readings: { electricity: 100, water: 1 },
        internet: false,
      };
      stays.set(room_id, ok(await post('/api/check-ins', checkIn), 201).id);
    }
    for (const month of ['2026-10', '2026-11'])
      ok(
        await post('/api/bills/electric-water-count', {
          building: 'BN',
          month,
          type: 'E',
          readings: [
            { room_id: '101', value: 100 },
            { room_id: '102', value: 100 },
          ],
        }),
      );
    // Paid before any bill: all of it stays this receipt's credit on the room's stay.
    for (const [room_id, amount] of [
      ['101', 500_000],
      ['102', 1_500_000],
    ] as const)
      expect(ok(await post('/api/receipt-rooms', { building: 'BN', room_id, date: '2026-11-10', wallet: 2, amount }), 201)).toMatchObject({
        stay_id: stays.get(room_id),
        allocations: [],
        left_credit: amount,
        stay_credit: amount,
      });

    const run = ok(await post('/api/payments', { building: 'BN', month: '2026-11' }));
    const bills = new Map(run.bills.map((b: { room_id: string }) => [b.room_id, b]));
    expect(bills.get('101')).toMatchObject({ total: 3_100_000, paid: 500_000, status: 'open', stay_id: stays.get('101') });
    expect(bills.get('102')).toMatchObject({ total: 1_100_000, paid: 1_100_000, status: 'paid', stay_id: stays.get('102') });
    const owes = async (room_id: string) => ok(await get('/api/general/charge-rooms/months', { building: 'BN', room_id }));
    const stayOf = (room_id: string) => ({
      stay_id: stays.get(room_id),
      contract_no: `HD-B${room_id}`,
      customer_name: `Khách ${room_id}`,
      start_date: '2026-11-01',
      status: 'active',
    });
    expect(await owes('101')).toEqual({
      stay: stayOf('101'),
      months: [
        {
          id: expect.any(String),
          kind: 'bill',
          month: '2026-11',
          date: expect.any(String),
          bill_no: 'BT-BN2611-101',
          total: 3_100_000,
          paid: 500_000,
          owed: 2_600_000,
        },
      ],
      owed: 2_600_000,
      credit: 0,
      balance: 2_600_000,
      stays: [],
    });
    expect(await owes('102')).toEqual({ stay: stayOf('102'), months: [], owed: 0, credit: 400_000, balance: -400_000, stays: [] });
    // The books agree: 1311 of each stay is its bill less what it paid.
    const report = await everyItem('/api/debt/search', { building: 'BN', month: '2026-11' });
    expect(report.map((r: { room_id: string; stay_id: string; unpaid: number }) => [r.room_id, r.stay_id, r.unpaid])).toEqual([
      ['101', stays.get('101'), 2_600_000],
    ]);
  });
});
