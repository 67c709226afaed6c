import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { freezeMonthlyReport } from '../../functions/utilities/model/utility-balance';
import { lastDayOf } from '../../shared/dates';

// State bills, the loss per building, the monthly report and the utility settings (one global item):
// a table of its own (the 240 demo rooms, no readings), the handlers called in-process.
useOwnTable('utilities-state-test');

const B = 'XA';
const BILLS = '/api/state-electricity-water';
const REPORT = '/api/water-electricity-monthly-report';
const SETTINGS = '/api/settings/utilities';
const ROOMS = ['101', '102', '103', '201'];

const bill = (over: Record<string, unknown> = {}) => {
  const month = String(over.month ?? '2026-03');
  return { building: B, type: 'E', month, units: 1_000, amount: 3_000_000, period_start: `${month}-01`, period_end: lastDayOf(month), ...over };
};
const saveBill = (body: Record<string, unknown>, headers?: Record<string, string>) => invoke('POST', BILLS, { body, headers });
const saveRooms = (month: string, values: number[], type = 'E') =>
  invoke('POST', '/api/bills/electric-water-count', {
    body: { building: B, type, month, readings: ROOMS.map((room_id, i) => ({ room_id, value: values[i]! })) },
  });
const saveInternal = (month: string, readings: { consumer_id: string; value: number }[], type = 'E') =>
  invoke('POST', '/api/internal-utility-bill', { body: { building: B, type, month, readings } });
const compare = async (month: string, type = 'E') => {
  const c = ok(await invoke('GET', `${BILLS}/compare-consumption-by-building`, { query: { month, type } }));
  return { ...c, row: c.rows.find((r: { building: string }) => r.building === B) };
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- log items read freely
const logsOf = async (entity: string): Promise<any[]> => {
  const month = new Date().toISOString().slice(0, 7);
  return (await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.logMonth(month) } })).filter(
    (l) => l.log_entity === entity,
  );
};

describe('state bills (POST/GET /api/state-electricity-water, combined-by-building)', () => {
  it('creates, lists, edits on the version read, refuses a stale version and answers a retry as stored', async () => {
    const created = ok(await saveBill(bill({ month: '2026-01', version: 0 })));
    expect(created).toMatchObject({ building: B, type: 'E', month: '2026-01', units: 1_000, amount: 3_000_000, version: 1 });
    expect(created.updated_by).toBeTruthy();

    const edited = ok(await saveBill(bill({ month: '2026-01', amount: 3_100_000, note: 'Hoá đơn EVN', version: 1 })));
    expect(edited).toMatchObject({ amount: 3_100_000, note: 'Hoá đơn EVN', version: 2 });

    // Someone read version 1 and saves other figures: refused, nothing written.
    const stale = await saveBill(bill({ month: '2026-01', amount: 9_999, version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    expect(stale.body.message).toContain('vừa được người khác thay đổi');
    // A new bill (no version) where one exists is stale too.
    expect((await saveBill(bill({ month: '2026-01', amount: 1 }))).status).toBe(409);

    // The same figures again (a retry of the edit) answer the stored bill and write nothing.
    const again = ok(await saveBill(bill({ month: '2026-01', amount: 3_100_000, note: 'Hoá đơn EVN', version: 1 })));
    expect(again.version).toBe(2);

    // The same Idempotency-Key replays the first answer.
    const k1 = ok(await saveBill(bill({ month: '2026-02', type: 'W', units: 200, amount: 2_000_000 }), { 'idempotency-key': 'h1-state-1' }));
    const k2 = ok(await saveBill(bill({ month: '2026-02', type: 'W', units: 200, amount: 2_000_000 }), { 'idempotency-key': 'h1-state-1' }));
    expect(k2).toEqual(k1);

    const list = ok(await invoke('GET', BILLS, { query: { building: B, from: '2026-01', to: '2026-02' } }));
    expect(list.items.map((b: { type: string; month: string; version: number }) => `${b.month}/${b.type}/${b.version}`)).toEqual([
      '2026-01/E/2',
      '2026-02/W/1',
    ]);
    expect(ok(await invoke('GET', BILLS, { query: { building: B, type: 'W', from: '2026-01', to: '2026-02' } })).items).toHaveLength(1);

    const logs = await logsOf('state_bill');
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'create', 'update']);
    expect(logs.find((l) => l.action === 'update')).toMatchObject({ before: { amount: 3_000_000 }, after: { amount: 3_100_000 }, building: B });
  });

  it('refuses bad input with the field and a Vietnamese message', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [bill({ period_start: '2026-03-20', period_end: '2026-03-01' }), 'period_start', /Ngày đầu kỳ phải trước ngày cuối kỳ/],
      [bill({ period_start: '2026-05-01', period_end: '2026-05-31' }), 'period_end', /Kỳ hoá đơn phải có ngày trong tháng/],
      [bill({ units: -1 }), 'units', /không được âm/],
      [bill({ amount: 1.5 }), 'amount', /./],
      [bill({ month: '2019-01' }), 'month', /Tháng không được trước/],
      [bill({ building: 'ZZ' }), 'building', /./],
      [{ ...bill(), extra: 1 }, '', /./],
    ];
    for (const [body, field, message] of cases) {
      const r = await saveBill(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      if (field) expect(r.body.field).toBe(field);
      expect(r.body.message).toMatch(message);
    }
    const wide = await invoke('GET', BILLS, { query: { from: '2024-01', to: '2026-01' } });
    expect(wide.status).toBe(400);
    expect(wide.body.field).toBe('to');
    expect(wide.body.message).toBe('Khoảng thời gian tối đa 24 tháng');
  });

  it('combines every building of a month, electricity and water side by side with the totals', async () => {
    ok(await saveBill(bill({ building: 'BN', month: '2026-02', units: 500, amount: 1_500_000 })));
    const c = ok(await invoke('GET', `${BILLS}/combined-by-building`, { query: { month: '2026-02' } }));
    expect(c.rows.map((r: { building: string }) => r.building)).toEqual(['BN', 'GB', 'TT', 'XA', 'MA', 'MT']);
    expect(c.rows.find((r: { building: string }) => r.building === 'BN')).toMatchObject({ electricity: { units: 500 }, water: null });
    expect(c.rows.find((r: { building: string }) => r.building === B)).toMatchObject({ electricity: null, water: { units: 200, amount: 2_000_000 } });
    expect(c.totals).toEqual({ electricity_units: 500, electricity_amount: 1_500_000, water_units: 200, water_amount: 2_000_000 });
  });
});

describe('the loss per building (GET compare-consumption-by-building) on real readings', () => {
  it('is state − (rooms + internal), in units, đồng and %, flagged above the threshold', async () => {
    ok(await saveRooms('2026-02', [1000, 2000, 3000, 4000]));
    ok(await saveRooms('2026-03', [1100, 2250, 3050, 4100])); // 100 + 250 + 50 + 100 = 500 kWh
    ok(
      await saveInternal('2026-02', [
        { consumer_id: 'MG-XA-1', value: 10 },
        { consumer_id: 'BV-XA', value: 500 },
      ]),
    );
    ok(
      await saveInternal('2026-03', [
        { consumer_id: 'MG-XA-1', value: 40 },
        { consumer_id: 'BV-XA', value: 570 },
      ]),
    ); // 30 + 70 = 100 kWh

    // No state bill yet: the usage is there, no loss.
    const before = (await compare('2026-03')).row;
    expect(before).toMatchObject({ state_units: null, rooms_units: 500, rooms_amount: 500 * 2_618, internal_units: 100, loss_units: null, loss_flag: false });

    ok(await saveBill(bill({ units: 800, amount: 2_400_000 }))); // 3,000 đ/kWh
    const { row, loss_threshold } = await compare('2026-03');
    expect(loss_threshold).toBe(10);
    expect(row).toMatchObject({
      building: B,
      type: 'E',
      month: '2026-03',
      state_units: 800,
      state_amount: 2_400_000,
      state_unit_price: 3_000,
      rooms_units: 500,
      rooms_amount: 1_309_000,
      rooms_unit_price: 2_618,
      internal_units: 100,
      // The internal use was valued when saved at January's bill (3,100 đ/kWh), provisionally: March's
      // bill re-valued it in its own save, 100 × 3,000 (issue 21 §5).
      internal_amount: 300_000,
      prorated: false,
      period_note: null,
      compared_units: 600,
      compared_amount: 1_800_000,
      loss_units: 200,
      loss_amount: 600_000,
      loss_rate: 25,
      loss_flag: true,
      ceiling_per_kwh: 2_618,
      price_flag: false,
    });
    expect(row.loss_units).toBe(row.state_units - (row.rooms_units + row.internal_units));
  });

  it('prorates rooms + internal to the state period when its dates differ, and says so', async () => {
    ok(await saveRooms('2026-02', [10, 20, 30, 40], 'W'));
    ok(await saveRooms('2026-03', [16, 29, 30, 46], 'W')); // 6 + 9 + 0 + 6 = 21 m³
    ok(await saveBill(bill({ type: 'W', units: 25, amount: 250_000, period_start: '2026-02-16', period_end: '2026-03-15' }))); // 28 days
    const { row } = await compare('2026-03', 'W');
    expect(row).toMatchObject({
      rooms_units: 21,
      internal_units: 0,
      prorated: true,
      compared_units: 18.97,
      loss_units: 6.03,
      loss_rate: 24.12,
      rooms_unit_price: null,
      price_flag: false,
    });
    expect(row.period_note).toMatch(/16\/02\/2026–15\/03\/2026 \(28 ngày\).*\(31 ngày\)/);
  });
});

describe('the monthly report (GET/POST/DELETE /api/water-electricity-monthly-report)', () => {
  it('answers live figures, keeps a frozen copy when readings change later, and DELETE returns to live figures', async () => {
    const live = ok(await invoke('GET', REPORT, { query: { building: B, from: '2026-02', to: '2026-03' } }));
    expect(live.rows.map((r: { month: string; saved: boolean }) => [r.month, r.saved])).toEqual([
      ['2026-02', false],
      ['2026-03', false],
    ]);
    expect(live.rows[1].electricity).toMatchObject({ state_units: 800, rooms_units: 500, internal_units: 100, loss_units: 200 });
    expect(live.rows[1].water).toMatchObject({ rooms_units: 21, prorated: true });

    const saved = ok(await invoke('POST', REPORT, { body: { building: B, month: '2026-03' } }));
    expect(saved).toMatchObject({ building: B, month: '2026-03', saved: true, electricity: { loss_units: 200 } });
    expect(saved.saved_at).toBeTruthy();

    // A reading corrected afterwards moves the live figures, not the saved month.
    ok(
      await invoke('POST', '/api/bills/electric-water-count', {
        body: { building: B, type: 'E', month: '2026-03', readings: [{ room_id: '101', value: 1150 }] },
      }),
    );
    expect((await compare('2026-03')).row).toMatchObject({ rooms_units: 550, loss_units: 150 });
    const kept = ok(await invoke('GET', REPORT, { query: { building: B, from: '2026-03', to: '2026-03' } }));
    expect(kept.rows[0]).toMatchObject({ saved: true, electricity: { rooms_units: 500, loss_units: 200 } });

    // The month-end job keeps a saved month as it is.
    const job = await freezeMonthlyReport(B, '2026-03', { sub: 'system', username: 'system' }, { ifAbsent: true });
    expect(job.written).toBe(false);
    expect(job.row.electricity.rooms_units).toBe(500);
    const jobFeb = await freezeMonthlyReport(B, '2026-02', { sub: 'system', username: 'system' }, { ifAbsent: true });
    expect(jobFeb.written).toBe(true);

    const drop = (saved_at: string) => invoke('DELETE', `${REPORT}/{a}/{b}`, { params: { a: B, b: '2026-03' }, body: { saved_at } });
    // Dropping a copy other than the one read (saved again since) is refused.
    const resaved = await drop('2026-01-01T00:00:00.000Z');
    expect(resaved.status).toBe(409);
    expect(resaved.body).toMatchObject({ code: 'stale', field: 'saved_at' });
    const removed = ok(await drop(saved.saved_at));
    expect(removed.message).toContain('Đã bỏ bản đã lưu');
    const back = ok(await invoke('GET', REPORT, { query: { building: B, from: '2026-02', to: '2026-03' } }));
    expect(back.rows.map((r: { saved: boolean }) => r.saved)).toEqual([true, false]);
    expect(back.rows[1].electricity).toMatchObject({ rooms_units: 550, loss_units: 150 });

    const missing = await drop(saved.saved_at);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('chưa được lưu');
    const logs = await logsOf('utility_report');
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'create', 'delete']);

    const tooLong = await invoke('GET', REPORT, { query: { building: B, from: '2024-01', to: '2026-03' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('to');
  });
});

describe('utility settings (GET/PUT /api/settings/utilities)', () => {
  it('defaults until an admin saves; staff read, only an admin writes, on the version read', async () => {
    expect(ok(await invoke('GET', SETTINGS))).toEqual({ loss_threshold: 10, median_excess: 50, explained_excess: 100, empty_room_tolerance: 5, version: 0 });
    const body = { loss_threshold: 30, median_excess: 40, explained_excess: 80, empty_room_tolerance: 3, version: 0 };
    const byStaff = await invoke('PUT', SETTINGS, { body });
    expect(byStaff.status).toBe(403);
    const saved = ok(await invoke('PUT', SETTINGS, { body, groups: '[admin]' }));
    expect(saved).toEqual({ ...body, version: 1 });
    expect(ok(await invoke('GET', SETTINGS))).toEqual(saved);
    const stale = await invoke('PUT', SETTINGS, { body, groups: '[admin]' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    const bad = await invoke('PUT', SETTINGS, { body: { ...body, loss_threshold: 101, version: 1 }, groups: '[admin]' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'loss_threshold', message: expect.stringContaining('Tối đa 100%') });
    // The threshold moves the flag: a 25% loss is under 30%.
    const { row, loss_threshold } = await compare('2026-03');
    expect(loss_threshold).toBe(30);
    expect(row).toMatchObject({ loss_rate: 18.75, loss_flag: false });
    expect((await logsOf('utility_settings')).length).toBe(1);
  });
});
