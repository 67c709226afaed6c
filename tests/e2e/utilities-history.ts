import { apiAt, MONTH } from './api-client';

/**
 * What the electricity-and-water flow (utilities-month.test.ts) finds done when it starts: building BN,
 * which no other flow touches, with two rooms let and read for the four months before this one and
 * its internal consumers read last month. Written by the global setup before any flow runs this
 * month's billing run: a run closes every earlier month (the edit lock), so the flow itself can only
 * write this month.
 */

const monthsAgo = (n: number) => {
  const [y, m] = MONTH.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};

export const UTILITIES = {
  building: 'BN',
  /** Four months back (the baseline readings) to last month, oldest first. */
  months: [4, 3, 2, 1].map(monthsAgo),
  /** The month the flow's month-end job closes: three months back, a month no other flow finalizes. */
  closedMonth: monthsAgo(3),
  /**
   * Electricity readings at each month's end from four months back. 101 uses 100 kWh a month, so this
   * month's reading (`now`, entered by the flow) puts it far above its 3-month median; 102 uses 50 a
   * month throughout and stays unflagged (one person explains 30 kWh, ×2 with the excess setting).
   */
  rooms: [
    { room_id: '101', readings: [1_000, 1_100, 1_200, 1_300], now: 1_800 },
    { room_id: '102', readings: [2_000, 2_050, 2_100, 2_150], now: 2_200 },
  ],
  /** Internal consumers' electricity readings last month; the flow types this month's on screen. */
  internal: [
    { consumer_id: 'MG-BN-1', name: 'Máy giặt tầng 1', last: 100, now: 120 },
    { consumer_id: 'MG-BN-2', name: 'Máy giặt tầng 2', last: 200, now: 225 },
    { consumer_id: 'MG-BN-3', name: 'Máy giặt tầng 3', last: 300, now: 330 },
    { consumer_id: 'MG-BN-4', name: 'Máy giặt tầng 4', last: 400, now: 435 },
    { consumer_id: 'MG-BN-5', name: 'Máy giặt tầng 5', last: 500, now: 540 },
    { consumer_id: 'BV-BN', name: 'Bảo vệ BN', last: 1_000, now: 1_050 },
  ],
} as const;

export async function writeUtilitiesHistory(apiUrl: string): Promise<void> {
  const api = apiAt(apiUrl);
  const staff = await api.tokenOf('ketoan');
  const { building, months, rooms, internal } = UTILITIES;
  for (const r of rooms)
    await api.call('POST', '/api/check-ins', staff, {
      building,
      room_id: r.room_id,
      contract_no: `HD-E2E-${building}-${r.room_id}`,
      start_date: `${months[0]}-01`,
      rent: 3_000_000,
      deposit_held: 0,
      occupants: [{ name: `Khách ${r.room_id}` }],
      start_readings: { electricity: r.readings[0], water: 10 },
      internet: false,
    });
  for (const [i, month] of months.entries())
    await api.call('POST', '/api/bills/electric-water-count', staff, {
      building,
      month,
      type: 'E',
      readings: rooms.map((r) => ({ room_id: r.room_id, value: r.readings[i]! })),
    });
  await api.call('POST', '/api/internal-utility-bill', staff, {
    building,
    type: 'E',
    month: months[3],
    readings: internal.map((c) => ({ consumer_id: c.consumer_id, value: c.last })),
  });
}
