import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { putItem, transact } from '../../functions/platform/db/transact';
import { lastDayOf } from '../../shared/dates';

// Internal readings post an expense voucher and the edit lock is global: a table of its own (the 240
// demo rooms, no readings), the handlers called in-process.
useOwnTable('utilities-internal-test');

const B = 'BN';
const PATH = '/api/internal-utility-bill';
const get = async (month: string, type = 'E', building = B) => ok(await invoke('GET', PATH, { query: { building, type, month } }));
const save = (month: string, readings: { consumer_id: string; value: number }[], o: { type?: string; version?: number; key?: string } = {}) =>
  invoke('POST', PATH, {
    body: { building: B, type: o.type ?? 'E', month, readings, ...(o.version !== undefined ? { version: o.version } : {}) },
    ...(o.key ? { headers: { 'idempotency-key': o.key } } : {}),
  });
const stateBill = (month: string, units: number, amount: number, type = 'E') =>
  invoke('POST', '/api/state-electricity-water', {
    body: { building: B, type, month, units, amount, period_start: `${month}-01`, period_end: lastDayOf(month) },
  });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- journal lines read freely
const linesOf = async (month: string, voucherId: string): Promise<any[]> =>
  (await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.journalMonth(month) } })).filter(
    (l) => l.voucher_id === voucherId,
  );
const sum = (lines: { account: string; debit: number; credit: number }[], account: string) =>
  lines.filter((l) => l.account === account).reduce((s, l) => s + l.debit - l.credit, 0);

describe('internal readings (GET/POST /api/internal-utility-bill)', () => {
  it("lists the building's consumers, valued at the rooms' price while no state bill exists", async () => {
    const s = await get('2026-01');
    expect(s).toMatchObject({
      building: B,
      type: 'E',
      month: '2026-01',
      version: 0,
      unit_cost: 2_618,
      unit_cost_source: 'room_price',
      total_usage: 0,
      total_amount: 0,
      voucher_id: null,
    });
    expect(s.rows.map((r: { consumer_id: string }) => r.consumer_id)).toEqual(['MG-BN-1', 'MG-BN-2', 'MG-BN-3', 'MG-BN-4', 'MG-BN-5', 'BV-BN']);
    expect(s.rows[0]).toMatchObject({ name: 'Máy giặt tầng 1', kind: 'MG', floor: 1, previous: null, current: null, usage: null, amount: null });
    // Water charged per person has no price per m³: internal water costs 0 until a state bill prices it.
    expect(await get('2026-01', 'W')).toMatchObject({ unit_cost: 0, unit_cost_source: 'room_price' });
  });

  it('posts a balanced expense voucher (Dr 6428 / Cr 6323) in the save, and a re-save reverses it and posts the new one', async () => {
    // First readings are a baseline: no usage, nothing posted.
    const base = ok(
      await save('2026-01', [
        { consumer_id: 'MG-BN-1', value: 100 },
        { consumer_id: 'BV-BN', value: 1_000 },
      ]),
    );
    expect(base).toMatchObject({ version: 1, total_usage: 0, total_amount: 0, voucher_id: null });
    expect(base.rows[0].entered_by).toBeTruthy();

    ok(await stateBill('2026-02', 1_000, 3_500_000)); // 3,500 đ/kWh
    const feb = ok(
      await save(
        '2026-02',
        [
          { consumer_id: 'MG-BN-1', value: 130 },
          { consumer_id: 'BV-BN', value: 1_070 },
        ],
        { version: 0 },
      ),
    );
    expect(feb).toMatchObject({
      version: 1,
      unit_cost: 3_500,
      unit_cost_source: 'state_bill',
      total_usage: 100,
      total_amount: 350_000,
      voucher_id: 'INT-BN-E-2026-02',
    });
    expect(feb.rows.find((r: { consumer_id: string }) => r.consumer_id === 'MG-BN-1')).toMatchObject({
      previous: 100,
      previous_month: '2026-01',
      current: 130,
      usage: 30,
      amount: 105_000,
    });
    expect(await get('2026-02')).toEqual(feb);

    let lines = await linesOf('2026-02', feb.voucher_id);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.date === '2026-02-28' && l.building === B && l.voucher_type === 'internal_use')).toBe(true);
    expect(lines.find((l) => l.account === '6428')).toMatchObject({ debit: 350_000, credit: 0 });
    expect(lines.find((l) => l.account === '6323')).toMatchObject({ debit: 0, credit: 350_000 });

    // Stale: someone read version 0.
    const stale = await save('2026-02', [{ consumer_id: 'MG-BN-1', value: 140 }], { version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });

    const fixed = ok(await save('2026-02', [{ consumer_id: 'MG-BN-1', value: 150 }], { version: 1 }));
    expect(fixed).toMatchObject({ version: 2, total_usage: 120, total_amount: 420_000, voucher_id: 'INT-BN-E-2026-02' });
    lines = await linesOf('2026-02', feb.voucher_id);
    expect(lines).toHaveLength(6); // the first entry, its reversal, the new one: nothing edited in place
    expect(lines.filter((l) => l.reverses)).toHaveLength(2);
    expect(sum(lines, '6428')).toBe(420_000);
    expect(sum(lines, '6323')).toBe(-420_000);
    expect(lines.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(0);

    // The same readings again: nothing to write, the same answer, no new lines.
    expect(ok(await save('2026-02', [{ consumer_id: 'MG-BN-1', value: 150 }], { version: 2 }))).toEqual(fixed);
    // A retry under the same key replays the first answer.
    const k1 = ok(await save('2026-02', [{ consumer_id: 'MG-BN-2', value: 5 }], { version: 2, key: 'h1-internal-1' }));
    const k2 = ok(await save('2026-02', [{ consumer_id: 'MG-BN-2', value: 5 }], { version: 2, key: 'h1-internal-1' }));
    expect(k2).toEqual(k1);
    expect(k1.version).toBe(3);
    // A first reading adds no usage: the amount is the same, the entry in force is kept.
    expect(await linesOf('2026-02', feb.voucher_id)).toHaveLength(6);
  });

  it('refuses a reading below the previous one, a consumer of another building, and unknown fields, with the field', async () => {
    const low = await save('2026-03', [
      { consumer_id: 'BV-BN', value: 1_071 },
      { consumer_id: 'MG-BN-1', value: 149 },
    ]);
    expect(low.status).toBe(400);
    expect(low.body.field).toBe('readings.1.value');
    expect(low.body.errors).toEqual([{ path: 'readings.1.value', message: expect.stringMatching(/^Máy giặt tầng 1: .*nhỏ hơn chỉ số kỳ trước \(150\)/) }]);

    // Lowering February below March's reading would make March's usage negative.
    ok(await save('2026-03', [{ consumer_id: 'MG-BN-1', value: 160 }]));
    const past = await save('2026-02', [{ consumer_id: 'MG-BN-1', value: 170 }]);
    expect(past.status).toBe(400);
    expect(past.body.errors[0]).toMatchObject({ path: 'readings.0.value', message: expect.stringContaining('lớn hơn chỉ số tháng 03/2026 (160)') });

    const other = await save('2026-03', [
      { consumer_id: 'BV-BN', value: 1_100 },
      { consumer_id: 'MG-GB-1', value: 5 },
    ]);
    expect(other.status).toBe(400);
    expect(other.body.field).toBe('readings.1.consumer_id');
    expect(other.body.errors).toEqual([{ path: 'readings.1.consumer_id', message: 'Máy giặt tầng 1 (MG-GB-1) thuộc toà GB, không thuộc toà BN' }]);
    const unknown = await save('2026-03', [{ consumer_id: 'XX-1', value: 5 }]);
    expect(unknown.body.errors[0]).toEqual({ path: 'readings.0.consumer_id', message: 'Không có thiết bị nội bộ XX-1 ở toà BN' });

    const twice = await save('2026-03', [
      { consumer_id: 'BV-BN', value: 1 },
      { consumer_id: 'BV-BN', value: 2 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0]).toMatchObject({ path: 'readings.1.consumer_id', message: 'BV-BN được nhập hai lần' });
    const extra = await invoke('POST', PATH, { body: { building: B, type: 'E', month: '2026-03', readings: [{ consumer_id: 'BV-BN', value: 1, note: 'x' }] } });
    expect(extra.status).toBe(400);
    const future = await invoke('POST', PATH, { body: { building: B, type: 'E', month: '2999-01', readings: [{ consumer_id: 'BV-BN', value: 1 }] } });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ field: 'month', message: expect.stringContaining('Không chọn tháng sau tháng hiện tại') });
    // Nothing of those was written: March still has only its first reading.
    expect((await get('2026-03')).version).toBe(1);
  });

  it('values a month without its own state bill at the newest earlier one, water per person at 0 with no voucher', async () => {
    const march = await get('2026-03');
    expect(march).toMatchObject({
      unit_cost: 3_500,
      unit_cost_source: 'earlier_state_bill',
      total_usage: 10,
      total_amount: 35_000,
      voucher_id: 'INT-BN-E-2026-03',
    });
    expect(await linesOf('2026-03', march.voucher_id)).toHaveLength(2);

    // Lowering February's reading raises March's usage: both months' expenses are re-posted in the one save.
    const feb = ok(await save('2026-02', [{ consumer_id: 'MG-BN-1', value: 145 }], { version: 3 }));
    expect(feb).toMatchObject({ version: 4, total_usage: 115, total_amount: 402_500 });
    expect(await get('2026-03')).toMatchObject({ version: 2, total_usage: 15, total_amount: 52_500 });
    const marchLines = await linesOf('2026-03', march.voucher_id);
    expect(marchLines).toHaveLength(6);
    expect(sum(marchLines, '6428')).toBe(52_500);
    expect(sum(await linesOf('2026-02', feb.voucher_id), '6428')).toBe(402_500);

    ok(await save('2026-01', [{ consumer_id: 'MG-BN-1', value: 3 }], { type: 'W' }));
    const w = ok(await save('2026-02', [{ consumer_id: 'MG-BN-1', value: 9 }], { type: 'W' }));
    expect(w).toMatchObject({ unit_cost: 0, total_usage: 6, total_amount: 0, voucher_id: null });
    expect(await linesOf('2026-02', 'INT-BN-W-2026-02')).toHaveLength(0);
    // Once the month's state water bill prices it, its save re-values the sheet and posts against 6322.
    ok(await stateBill('2026-02', 100, 1_200_000, 'W'));
    const priced = await get('2026-02', 'W');
    expect(priced).toMatchObject({
      version: 2,
      unit_cost: 12_000,
      unit_cost_source: 'state_bill',
      provisional: false,
      total_amount: 72_000,
      voucher_id: 'INT-BN-W-2026-02',
    });
    const lines = await linesOf('2026-02', 'INT-BN-W-2026-02');
    expect(sum(lines, '6428')).toBe(72_000);
    expect(sum(lines, '6322')).toBe(-72_000);
  });

  it('is refused in a month the billing run has closed (edit lock)', async () => {
    await transact([
      putItem({ ...keys.paymentLog('2026-03'), entity: 'payment_log', month: '2026-03' }),
      putItem({ ...keys.editLock, entity: 'edit_lock', month: '2026-03' }),
    ]);
    const locked = await save('2026-02', [{ consumer_id: 'MG-BN-1', value: 146 }], { version: 4 });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'period_locked', field: 'month' });
    expect(ok(await save('2026-03', [{ consumer_id: 'MG-BN-1', value: 165 }], { version: 2 }))).toMatchObject({ version: 3, total_usage: 20 });
  });
});
