import { apiAt, PREVIOUS } from './api-client';

/**
 * What the browser flows find done when they start: last month's lets and meter readings. Written once
 * by the global setup, before any flow runs this month's billing run — a run closes last month (the
 * edit lock), so a flow writing last month in its own set-up would fail whenever another flow's run
 * went first.
 */
export const LAST_MONTH = {
  /** TT, the monthly cycle flow (billing-cycle.test.ts): this month's readings are entered on screen. */
  TT: [
    { room_id: '101', rent: 3_000_000, last: 1_000, now: 1_120 },
    { room_id: '102', rent: 2_500_000, last: 2_000, now: 2_045 },
  ],
  /** XA, the bank statement flow (bank-matching.test.ts): three different debts, so an amount names one room. */
  XA: [
    { room_id: '101', rent: 3_100_000, last: 500, now: 540 },
    { room_id: '102', rent: 2_700_000, last: 500, now: 550 },
    { room_id: '103', rent: 2_300_000, last: 500, now: 560 },
  ],
} as const;

/**
 * Meters read last month in rooms nobody stays in yet: MA, the departed tenant's debt flow
 * (departed-debt.test.ts), lets them this month and bills them from these readings.
 */
export const LAST_MONTH_READINGS = {
  MA: [
    { room_id: '301', value: 2_000 },
    { room_id: '302', value: 3_000 },
  ],
} as const;

export async function writeLastMonth(apiUrl: string): Promise<void> {
  const api = apiAt(apiUrl);
  const staff = await api.tokenOf('ketoan');
  for (const [building, rooms] of Object.entries(LAST_MONTH)) {
    for (const r of rooms)
      await api.call('POST', '/api/check-ins', staff, {
        building,
        room_id: r.room_id,
        contract_no: `HD-E2E-${building}-${r.room_id}`,
        start_date: `${PREVIOUS}-01`,
        rent: r.rent,
        deposit_held: 0,
        occupants: [{ name: `Khách ${r.room_id}` }],
        start_readings: { electricity: r.last, water: 10 },
        internet: false,
      });
    await api.call('POST', '/api/bills/electric-water-count', staff, {
      building,
      month: PREVIOUS,
      type: 'E',
      readings: rooms.map((r) => ({ room_id: r.room_id, value: r.last })),
    });
  }
  for (const [building, readings] of Object.entries(LAST_MONTH_READINGS))
    await api.call('POST', '/api/bills/electric-water-count', staff, { building, month: PREVIOUS, type: 'E', readings });
}
