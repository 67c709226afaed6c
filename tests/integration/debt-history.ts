import { expect } from 'vitest';
import { invoke, ok } from './in-process';
import { addMonths, vnToday } from '../../shared/dates';

/**
 * The debt reports' tests' steps through the API (check-ins, readings, runs, receipts, check-outs,
 * the journal's 1311 balances), run in the caller's own table (billing runs move the edit lock), and one
 * history for the paging tests (issue 23 §13: the unpaid report and the debt summary a page at a
 * time), over the three months before this one (M0..M2) and this month (M3):
 *  - BN-101: Trần Thị Cũ (deposit 500,000) pays M0 on M1-05 and M1 on M2-05, leaves on M2-10 owing
 *    the rest of her final bill (departed, owing now); Phạm Văn Mới moves in on M2-15, M2 unpaid.
 *  - BN-102: Lê Thị Trước pays 20,000,000 ahead: paid ahead (Dư Có) all along.
 *  - BN-103: Đỗ Văn Nợ never pays M0..M2, then pays all of it today: settled now (`ARDONE`).
 *  - BN-104: Ngô Thị Đi (deposit 500,000) leaves on M1-20 owing M0 and her final bill, pays it all on
 *    M2-05: settled then.
 */
export const B = 'BN';
export const WALLET = 2; // a bank wallet: fits every building
export const TODAY = vnToday();
export const M3 = TODAY.slice(0, 7);
export const [M0, M1, M2] = [addMonths(M3, -3), addMonths(M3, -2), addMonths(M3, -1)];
export const MONTHS = [M3, M2, M1, M0];

export type Line = { object?: string; debit: number; credit: number };

export const get = async (path: string, query: Record<string, string>) => ok(await invoke('GET', path, { query }));
export const post = async (path: string, body: unknown, status = 201) => ok(await invoke('POST', path, { body }), status);
export const owedNow = async (room_id: string, stay_id?: string) =>
  get('/api/general/charge-rooms/months', { building: B, room_id, ...(stay_id ? { stay_id } : {}) });
export const readings = (month: string, values: Record<string, number>) =>
  post(
    '/api/bills/electric-water-count',
    { building: B, month, type: 'E', readings: Object.entries(values).map(([room_id, value]) => ({ room_id, value })) },
    200,
  );
export const run = (month: string) => post('/api/payments', { building: B, month }, 200);
export const pay = (room_id: string, date: string, amount: number, stay_id?: string) =>
  post('/api/receipt-rooms', { building: B, room_id, date, wallet: WALLET, amount, ...(stay_id ? { stay_id } : {}) });
export const checkIn = async (room_id: string, name: string, start_date: string, deposit_held: number, electricity: number) =>
  (
    await post('/api/check-ins', {
      building: B,
      room_id,
      contract_no: `HD-${room_id}-${start_date}`,
      start_date,
      rent: 3_000_000,
      deposit_held,
      ...(deposit_held ? { wallet: WALLET } : {}),
      occupants: [{ name, phone: `09${room_id}${start_date.slice(8)}0000`.slice(0, 10) }],
      start_readings: { electricity, water: 10 },
      internet: false,
    })
  ).id as string;
export const checkOut = (stay_id: string, leave_date: string, electricity: number) =>
  post('/api/check-outs', {
    stay_id,
    leave_date,
    final_readings: { electricity, water: 12 },
    waive_forfeit: true,
    waive_reason: 'Thử: không mất cọc',
    other_charges: [{ label: 'Sơn lại tường', amount: 1_500_000 }],
  });

/** Each 1311 object's balance in the journal at the end of `to` (every page of the building's 1311 lines). */
export async function balancesAt(to: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const page = await get('/api/journal', { from: `${M0}-01`, to, building: B, account: '1311', limit: '2000', ...(cursor ? { cursor } : {}) });
    for (const l of page.items as Line[]) out.set(l.object!, (out.get(l.object!) ?? 0) + l.debit - l.credit);
    cursor = page.cursor;
  } while (cursor);
  return out;
}

/** The stays of the history, by who they are. */
export const s = { old: '', next: '', ahead: '', never: '', gone: '' };

/** Writes the history (once per table: each test file calls it in its beforeAll). */
export async function writeDebtHistory(): Promise<void> {
  s.old = await checkIn('101', 'Trần Thị Cũ', `${M0}-01`, 500_000, 1_000);
  s.ahead = await checkIn('102', 'Lê Thị Trước', `${M0}-01`, 0, 1_000);
  s.never = await checkIn('103', 'Đỗ Văn Nợ', `${M0}-01`, 0, 1_000);
  s.gone = await checkIn('104', 'Ngô Thị Đi', `${M0}-01`, 500_000, 1_000);
  await readings(addMonths(M0, -1), { '101': 1_000, '102': 1_000, '103': 1_000, '104': 1_000 });
  await pay('102', `${M0}-05`, 20_000_000);
  await readings(M0, { '101': 1_050, '102': 1_040, '103': 1_060, '104': 1_030 });
  await run(M0);
  await pay('101', `${M1}-05`, (await owedNow('101')).owed);
  await checkOut(s.gone, `${M1}-20`, 1_070);
  await readings(M1, { '101': 1_100, '102': 1_080, '103': 1_120, '104': 1_070 });
  await run(M1);
  await pay('101', `${M2}-05`, (await owedNow('101')).owed);
  const gone = await owedNow('104', s.gone);
  expect(gone.balance).toBeGreaterThan(0);
  await pay('104', `${M2}-05`, gone.balance, s.gone);
  await checkOut(s.old, `${M2}-10`, 1_130);
  s.next = await checkIn('101', 'Phạm Văn Mới', `${M2}-15`, 0, 1_130);
  await readings(M2, { '101': 1_160, '102': 1_120, '103': 1_170, '104': 1_070 });
  await run(M2);
  const never = await owedNow('103', s.never);
  expect(never.months.map((m: { month: string }) => m.month)).toEqual([M0, M1, M2]);
  await pay('103', TODAY, never.balance, s.never);
  expect((await owedNow('103', s.never)).balance).toBe(0);
}
