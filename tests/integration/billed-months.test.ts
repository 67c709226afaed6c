import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { planMonth, runItems, runOf } from '../../functions/bills/model/bill';
import { transact } from '../../functions/platform/db/transact';

/**
 * Issue 21, billed months: a building's run of month M freezes what its bills were made from — its
 * readings and meter changes of M and of the month before (M's usage starts there), and its prices in
 * force on M's last day — for that building only; another building's run closes none of it. A run
 * moves the global edit lock, so this file runs in a table of its own (the demo rooms), calling the
 * handlers in-process as the gateway would.
 */
useOwnTable('billed-months-test');

const B = 'BN';
const BEFORE = '2026-08';
const M = '2026-09';
const OPEN = '2026-10';
const post = (path: string, body: unknown, groups?: string) => invoke('POST', path, { body, ...(groups ? { groups } : {}) });
const readE = (building: string, month: string, readings: [string, number][]) =>
  post('/api/bills/electric-water-count', { building, month, type: 'E', readings: readings.map(([room_id, value]) => ({ room_id, value })) });
/** The month's whole table: every page of rooms (the month's fields from the last page). */
const table = async (building: string, month: string) => {
  const rows: unknown[] = [];
  let cursor: string | undefined;
  for (;;) {
    const {
      items,
      cursor: next,
      ...page
    } = ok(await invoke('GET', '/api/bills/get-two-newest-bills', { query: { building, month, type: 'E', ...(cursor ? { cursor } : {}) } }));
    rows.push(...items);
    if (!next) return { ...page, rows };
    cursor = next;
  }
};
const rowOf = (t: { rows: { room_id: string }[] }, room: string) =>
  t.rows.find((r) => r.room_id === room) as { current: number | null; usage: number | null } | undefined;
const electricityOf = async (building: string, month: string, room_id: string) => {
  const bill = ok(await invoke('GET', '/api/payments/find', { query: { building, month, room_id } }));
  return (bill.lines as { kind: string; quantity: number | null; unit_price: number | null }[]).find((l) => l.kind === 'electricity');
};
const priceVersion = async () => ok(await invoke('GET', '/api/settings/prices')).version as number;
const addPrice = async (from: string, building: string | undefined, electricity_per_kwh: number) =>
  post(
    '/api/settings/prices',
    { from, ...(building ? { building } : {}), electricity_per_kwh, water: { mode: 'per_person', amount: 100_000 }, version: await priceVersion() },
    '[admin]',
  );

/** The meter change of BN 106 made before the run, as the server answered it. */
let swap = { id: '', version: 0 };

describe('a billed building-month: bill = readings (issue 21)', () => {
  it('bills BN for September from its readings and meter changes', async () => {
    ok(
      await post('/api/check-ins', {
        building: B,
        room_id: '105',
        contract_no: 'HD-BM105',
        start_date: `${BEFORE}-01`,
        rent: 3_000_000,
        deposit_held: 0,
        occupants: [{ name: 'Khách 105' }],
        start_readings: { electricity: 1_000, water: 10 },
        internet: false,
      }),
      201,
    );
    ok(
      await readE(B, BEFORE, [
        ['105', 1_000],
        ['106', 500],
      ]),
    );
    // 106 is empty: its meter is replaced in September and nothing is used.
    swap = ok(
      await post('/api/meter-change', { building: B, type: 'E', room_id: '106', date: `${M}-10`, old_final: 500, new_start: 0, reason: 'Đồng hồ hỏng' }),
      201,
    );
    ok(
      await readE(B, M, [
        ['105', 1_158],
        ['106', 0],
      ]),
    );
    ok(await readE('MT', M, [['101', 300]]));
    const run = ok(await post('/api/payments', { building: B, month: M }));
    expect(run.bills.map((b: { bill_no: string }) => b.bill_no)).toEqual(['BT-BN2609-105']);
    expect(await electricityOf(B, M, '105')).toMatchObject({ quantity: 158, unit_price: 2_618 });
  });

  it('refuses (409 period_locked, naming building and month) every reading and meter change its bills were made from', async () => {
    const edited = await readE(B, M, [['105', 1_168]]);
    expect(edited.status).toBe(409);
    expect(edited.body).toMatchObject({
      code: 'period_locked',
      field: 'month',
      message:
        'Kỳ 09-2026 của toà BN đã tính tiền: chỉ số và lần thay đồng hồ đến hết tháng 09-2026 đã khoá, không sửa được tháng 09-2026 (tiền sai thì lập phiếu điều chỉnh)',
    });
    // The month before is where September's usage starts.
    const start = await readE(B, BEFORE, [['105', 990]]);
    expect(start.status).toBe(409);
    expect(start.body).toMatchObject({ code: 'period_locked', field: 'month' });
    expect(start.body.message).toContain('Kỳ 09-2026 của toà BN đã tính tiền');
    expect(start.body.message).toContain('không sửa được tháng 08-2026');

    const path = '/api/meter-change/{id}';
    const changed = await invoke('PUT', path, {
      params: { id: swap.id },
      body: { date: `${M}-11`, old_final: 520, new_start: 0, reason: 'Sửa số', version: swap.version },
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'period_locked', field: 'date' });
    expect(changed.body.message).toContain('Kỳ 09-2026 của toà BN đã tính tiền');
    const removed = await invoke('DELETE', path, { params: { id: swap.id }, body: { reason: 'Nhập nhầm', version: swap.version } });
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('period_locked');
    const added = await post('/api/meter-change', {
      building: B,
      type: 'E',
      room_id: '105',
      date: `${M}-20`,
      old_final: 1_100,
      new_start: 0,
      reason: 'Đồng hồ hỏng',
    });
    expect(added.status).toBe(409);
    expect(added.body.code).toBe('period_locked');

    // Nothing moved: the table still says what the bill says, and that the month is billed (the screen shows it read-only).
    expect(rowOf(await table(B, M), '105')).toMatchObject({ current: 1_158, usage: 158 });
    expect((await table(B, BEFORE)).billed_through).toBe(M);
    expect((await table(B, OPEN)).billed_through).toBeNull();
    expect(await electricityOf(B, M, '105')).toMatchObject({ quantity: 158 });
    expect(rowOf(await table(B, M), '106')).toMatchObject({ current: 0, usage: 0 });
  });

  it('keeps the open month and other buildings’ months open: October counts from the billed reading', async () => {
    const october = ok(await readE(B, OPEN, [['105', 1_200]]));
    expect(rowOf(october, '105')).toMatchObject({ current: 1_200, usage: 42 });
    // MT has not run September: its readings are still its own to correct.
    expect(rowOf(ok(await readE('MT', M, [['101', 310]])), '101')).toMatchObject({ current: 310 });
  });

  it('locks a price by its own building’s runs: BN’s October price stands while MA and GB have run October', async () => {
    for (const building of ['MA', 'GB']) ok(await post('/api/payments', { building, month: OPEN }));
    ok(await addPrice(`${OPEN}-01`, B, 2_500), 201);
    // A price for every building would reprice MA's and GB's October bills: refused, naming them.
    const forAll = await addPrice(`${OPEN}-01`, undefined, 2_400);
    expect(forAll.status).toBe(409);
    expect(forAll.body).toMatchObject({
      code: 'period_locked',
      field: 'from',
      message:
        'Kỳ 10-2026 của toà GB, MA đã tính tiền theo giá cũ: giá cho mọi toà chỉ áp dụng được từ ngày 01-11-2026 (toà chưa tính tiền kỳ này thì thêm giá riêng của toà đó)',
    });
    // BN's October readings are still open too, and BN's run bills at BN's own price.
    ok(await readE(B, OPEN, [['105', 1_210]]));
    ok(await post('/api/payments', { building: B, month: OPEN }));
    expect(await electricityOf(B, OPEN, '105')).toMatchObject({ quantity: 52, unit_price: 2_500 });
    // Now BN's October is billed: its price is frozen like its readings.
    const late = await addPrice(`${OPEN}-15`, B, 2_400);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'period_locked',
      field: 'from',
      message: 'Kỳ 10-2026 của toà BN đã tính tiền theo giá cũ: giá mới của toà BN chỉ áp dụng được từ ngày 01-11-2026',
    });
    const ceiling = await post('/api/settings/price-ceilings', { from: `${OPEN}-01`, per_kwh: 2_618, version: await priceVersion() }, '[admin]');
    expect(ceiling.body).toMatchObject({ code: 'period_locked', field: 'from' });
  });

  it('does not land a run planned before a reading changed: the run record checks the readings it was planned from', async () => {
    const plan = await planMonth('TT', OPEN);
    ok(await readE('TT', OPEN, [['101', 70]]));
    const record = { building: 'TT' as const, month: OPEN, room_count: 0, total: 0, created_at: '2026-10-31T03:00:00.000Z', created_by: 'ketoan' };
    await expect(transact([...runItems(record), ...plan.unchanged])).rejects.toMatchObject({ status: 409, code: 'stale' });
    expect(await runOf('TT', OPEN)).toBeUndefined();
  });
});
