import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { putItem, transact } from '../../functions/platform/db/transact';
import { lastDayOf } from '../../shared/dates';

// Issue 21 §3, §5, §6: the state bill under the edit lock, internal use valued at its own month's state
// price (re-valued when that bill arrives), and money rounded once from exact values with rows adding
// up to their total. The edit lock is global: a table of its own, the handlers called in-process.
useOwnTable('utilities-valuation-test');

const B = 'BN';
const BILLS = '/api/state-electricity-water';
const INTERNAL = '/api/internal-utility-bill';
const ROOMS = ['101', '102', '103', '104'];
/** October's state bill: 17,690,578 đ for 5,905 kWh, 2,995.86 đ/kWh shown. */
const OCT = { units: 5_905, amount: 17_690_578 };

const stateBill = (month: string, units: number, amount: number, o: { building?: string; version?: number } = {}) =>
  invoke('POST', BILLS, {
    body: {
      building: o.building ?? B,
      type: 'E',
      month,
      units,
      amount,
      period_start: `${month}-01`,
      period_end: lastDayOf(month),
      ...(o.version !== undefined ? { version: o.version } : {}),
    },
  });
const saveInternal = (month: string, values: number[]) =>
  invoke('POST', INTERNAL, {
    body: {
      building: B,
      type: 'E',
      month,
      readings: ['MG-BN-1', 'MG-BN-2', 'MG-BN-3', 'MG-BN-4', 'MG-BN-5', 'BV-BN'].map((consumer_id, i) => ({ consumer_id, value: values[i]! })),
    },
  });
const internalSheet = async (month: string) => ok(await invoke('GET', INTERNAL, { query: { building: B, type: 'E', month } }));
const lossOf = async (month: string, building = B) =>
  ok(await invoke('GET', `${BILLS}/compare-consumption-by-building`, { query: { month, type: 'E' } })).rows.find(
    (r: { building: string }) => r.building === building,
  );
const report = async (from: string, to: string, building = B) =>
  ok(await invoke('GET', '/api/water-electricity-monthly-report', { query: { building, from, to } })).rows;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- journal lines read freely
const linesOf = async (month: string, voucherId: string): Promise<any[]> =>
  (await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.journalMonth(month) } })).filter(
    (l) => l.voucher_id === voucherId,
  );
const net = (lines: { account: string; debit: number; credit: number }[], account: string) =>
  lines.filter((l) => l.account === account).reduce((s, l) => s + l.debit - l.credit, 0);

describe('internal use valued at its own month’s state price (issue 21 §5)', () => {
  it('is provisional at the latest earlier bill until the month’s bill arrives, which re-values it in its own save (reversal + new entry)', async () => {
    ok(
      await invoke('POST', '/api/bills/electric-water-count', {
        body: { building: B, type: 'E', month: '2026-09', readings: ROOMS.map((room_id, i) => ({ room_id, value: (i + 1) * 1_000 })) },
      }),
    );
    ok(await saveInternal('2026-09', [100, 200, 300, 400, 500, 1_000]));
    ok(await stateBill('2026-09', 1_000, 2_944_500)); // September: 2,944.5 đ/kWh

    // October's internal readings come before October's bill: 120 + 46 + 32 + 82 + 23 + 149 = 452 kWh.
    const provisional = ok(await saveInternal('2026-10', [220, 246, 332, 482, 523, 1_149]));
    expect(provisional).toMatchObject({
      unit_cost: 2_944.5,
      unit_cost_source: 'earlier_state_bill',
      provisional: true,
      total_usage: 452,
      total_amount: 1_330_914,
    });
    expect(net(await linesOf('2026-10', 'INT-BN-E-2026-10'), '6428')).toBe(1_330_914);

    ok(await stateBill('2026-10', OCT.units, OCT.amount));
    const sheet = await internalSheet('2026-10');
    // 452 × 17,690,578 ÷ 5,905 = 1,354,131.4 — October's own price, not September's.
    expect(sheet).toMatchObject({
      unit_cost: 2_995.86,
      unit_cost_source: 'state_bill',
      unit_cost_basis: OCT,
      provisional: false,
      version: provisional.version + 1,
      total_amount: 1_354_131,
    });
    const lines = await linesOf('2026-10', 'INT-BN-E-2026-10');
    expect(lines).toHaveLength(6); // the provisional entry, its reversal, the entry at October's price: nothing edited in place
    expect(lines.filter((l) => l.reverses)).toHaveLength(2);
    expect(net(lines, '6428')).toBe(1_354_131);
    expect(net(lines, '6323')).toBe(-1_354_131);
    expect(lines.every((l) => l.date === '2026-10-31')).toBe(true);
    // The loss uses the same month's price as 6428.
    expect(await lossOf('2026-10')).toMatchObject({ internal_units: 452, internal_amount: 1_354_131 });

    // A corrected bill re-values again; the same figures again write nothing.
    ok(await stateBill('2026-10', OCT.units, OCT.amount + 5_905, { version: 1 }));
    expect(await internalSheet('2026-10')).toMatchObject({ unit_cost: 2_996.86, total_amount: 1_354_583 }); // 452 × 17,696,483 ÷ 5,905
    ok(await stateBill('2026-10', OCT.units, OCT.amount, { version: 2 }));
    const back = await internalSheet('2026-10');
    expect(back.total_amount).toBe(1_354_131);
    const again = ok(await stateBill('2026-10', OCT.units, OCT.amount, { version: 3 }));
    expect(again.version).toBe(3);
    expect(await linesOf('2026-10', 'INT-BN-E-2026-10')).toHaveLength(14); // two more re-valuations, none for the repeat
    expect((await internalSheet('2026-10')).version).toBe(back.version);
  });
});

describe('rounding once, from exact values (issue 21 §6)', () => {
  it('values the loss at the exact state price, and the internal rows add up to the total posted', async () => {
    // Rooms: 1,240 × 3 + 1,241 = 4,961 kWh; internal 452; state 5,905: 492 kWh lost.
    ok(
      await invoke('POST', '/api/bills/electric-water-count', {
        body: {
          building: B,
          type: 'E',
          month: '2026-10',
          readings: ROOMS.map((room_id, i) => ({ room_id, value: (i + 1) * 1_000 + 1_240 + (i === 3 ? 1 : 0) })),
        },
      }),
    );
    const loss = await lossOf('2026-10');
    expect(loss).toMatchObject({ state_unit_price: 2_995.86, rooms_units: 4_961, internal_units: 452, loss_units: 492 });
    // 492 × 17,690,578 ÷ 5,905 = 1,473,965.2 (492 × 2,995.86 would say 1,473,963).
    expect(loss.loss_amount).toBe(1_473_965);
    expect(loss.compared_amount).toBe(OCT.amount - 1_473_965);

    // Each row alone would round to 1,354,132 in all; apportioned, they add up to the 1,354,131 posted.
    const sheet = await internalSheet('2026-10');
    expect(sheet.rows.reduce((s: number, r: { amount: number | null }) => s + (r.amount ?? 0), 0)).toBe(sheet.total_amount);
    expect(sheet.rows.map((r: { amount: number }) => r.amount)).toEqual([359_504, 137_810, 95_867, 245_661, 68_905, 446_384]);
    expect(net(await linesOf('2026-10', 'INT-BN-E-2026-10'), '6428')).toBe(sheet.total_amount);

    // The monthly report, live and frozen, says the same.
    const [live] = await report('2026-10', '2026-10');
    expect(live.electricity).toMatchObject({ loss_amount: 1_473_965, internal_amount: 1_354_131 });
    const frozen = ok(await invoke('POST', '/api/water-electricity-monthly-report', { body: { building: B, month: '2026-10' } }));
    expect(frozen.electricity).toMatchObject({ loss_amount: 1_473_965, compared_amount: OCT.amount - 1_473_965 });
  });
});

describe('the state bill under the edit lock (issue 21 §3)', () => {
  it('refuses a bill of a closed month (409 period_locked, dates as people read them) and leaves its loss and report as they were', async () => {
    ok(await stateBill('2026-09', 800, 2_400_000, { building: 'TT' }));
    const lossBefore = await lossOf('2026-09', 'TT');
    const reportBefore = await report('2026-09', '2026-09', 'TT');
    // The billing run of October closes every date before 01-10-2026.
    await transact([
      putItem({ ...keys.paymentLog('2026-10'), entity: 'payment_log', month: '2026-10' }),
      putItem({ ...keys.editLock, entity: 'edit_lock', month: '2026-10' }),
    ]);

    const edit = await stateBill('2026-09', 800, 9_999_999, { building: 'TT', version: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'period_locked', field: 'month' });
    expect(edit.body.message).toMatch(/^Kỳ đã khoá sổ/);
    expect(edit.body.message).toContain('01-10-2026');
    expect(edit.body.message).toContain('tháng 09-2026 toà TT');
    expect(edit.body.message).not.toMatch(/\d{4}-\d{2}/);
    const create = await stateBill('2026-09', 700, 2_100_000, { building: 'GB' });
    expect(create.status).toBe(409);
    expect(create.body.code).toBe('period_locked');

    expect(await lossOf('2026-09', 'TT')).toEqual(lossBefore);
    expect(await report('2026-09', '2026-09', 'TT')).toEqual(reportBefore);
    expect(ok(await invoke('GET', BILLS, { query: { building: 'GB', from: '2026-09', to: '2026-09' } })).items).toEqual([]);
    // October itself is still open.
    expect(ok(await stateBill('2026-10', 900, 2_700_000, { building: 'TT' }))).toMatchObject({ version: 1 });
  });
});
