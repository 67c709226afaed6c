import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { addMonths } from '../../shared/dates';
import { installRecorder, partitionOf } from '../../functions/platform/db/recorder';
import { newRoomItem } from '../../functions/kernel/model/room';
import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { checkPages, everyItem, made, refusedCursor } from './paging';
import { compareAnalysisRows } from '../../shared/api/utilities';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import type { Sheet, SheetSwap } from '../../functions/readings/model/reading-table';
import { analysisLogOf, finalizeAnalysis } from '../../functions/utilities/model/consumption-analysis';
import { lastDayOf } from '../../shared/dates';
import { putSheetItems } from './utility-sheets';
import { pieceOf } from '../../functions/readings/model/sheet-pieces';

// The analysis reads every building's sheets of M−6..M and finalizing locks a month for good: a table of
// its own (the 240 demo rooms, no readings), sheets written directly, handlers called in-process.
useOwnTable('utilities-analysis-test');

const B = 'MT';
const E = '/api/electricity-consumption-analysis';
const W = '/api/water-consumption-analysis';
const DEVICES = '/api/utility-consumption-analysis-device';
const period = (month: string) => ({ month, date_start: `${month}-01`, date_end: lastDayOf(month) });

/** Stores a sheet of building MT as the reading screen would have (readings: value, or [value, persons]). */
async function putSheet(type: 'E' | 'W', month: string, readings: Record<string, number | [number, number]>, swaps: Record<string, SheetSwap> = {}) {
  const sheet: Sheet = {
    building: B,
    type,
    month,
    rooms: Object.fromEntries(
      Object.entries(readings).map(([room, v]) => [
        room,
        { value: Array.isArray(v) ? v[0] : v, persons: Array.isArray(v) ? v[1] : 2, at: `${month}-28T03:00:00Z`, by: 'ketoan' },
      ]),
    ),
    meter_changes: swaps,
    version: 1,
  };
  await putSheetItems(sheet);
}

/** The month's analysis as the screen holds it: every page's rows in its order, and what each page says of the month. */
async function getAnalysis(path: string, month: string) {
  const { items: _first, cursor: _next, ...whole } = ok(await invoke('GET', path, { query: period(month) }));
  return { ...whole, rows: (await everyItem(path, period(month))).sort(compareAnalysisRows) };
}
/** Every room's devices of a month (every page). */
const getDevices = async (month: string) => ({ month, data: await everyItem(DEVICES, { month }) });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
const rowOf = (rows: any[], room: string, building = B) => rows.find((r) => r.building === building && r.room_id === room);
const putDevices = (month: string, room_id: string, devices: string[]) => invoke('PUT', DEVICES, { body: { month, building: B, room_id, devices } });

async function electricityHistory() {
  // 101: steady; 102: a meter change in 09; 103: no one staying since 08's reading yet 30 kWh in 09; 104: devices carried from 08.
  await putSheet('E', '2026-05', { '101': 1000, '102': 500, '103': 100, '104': 10 });
  await putSheet('E', '2026-06', { '101': 1100, '102': 600, '103': 130, '104': 20 });
  await putSheet('E', '2026-07', { '101': 1200, '102': 700, '103': 160, '104': 30 });
  await putSheet('E', '2026-08', { '101': 1300, '102': 800, '103': [190, 0], '104': 40 });
  await putSheet(
    'E',
    '2026-09',
    { '101': 1420, '102': 50, '103': [220, 0], '104': 50 },
    { '102': { id: 'mc1', date: '2026-09-12', old_final: 860, new_start: 0 } },
  );
}

describe('the electricity consumption analysis (business rules §6)', () => {
  it('computes every room of every building from the readings, with meter changes, flags, and the log empty', async () => {
    await electricityHistory();
    expect(ok(await invoke('GET', `${E}/log`, { query: { month: '2026-09' } }))).toEqual({ data: null });
    const a = await getAnalysis(E, '2026-09');
    expect(a).toMatchObject({ month: '2026-09', type: 'E', finalized: false });
    expect(a.rows).toHaveLength(240);
    expect(rowOf(a.rows, '101')).toEqual({
      building: B,
      room_id: '101',
      floor: 1,
      customer_count: 2,
      devices: [],
      two_months_ago_consumption: 100,
      previous_month_consumption: 100,
      consumption: 120,
      average_consumption: 106.67,
      two_month_difference: 20,
      average_difference: 13.33,
      two_month_difference_rate: 20,
      average_difference_rate: 12.5,
      flag: null,
      flag_reason: null,
      flag_review: null,
      note: null,
    });
    // (860 − 800) + (50 − 0)
    expect(rowOf(a.rows, '102')).toMatchObject({ consumption: 110, previous_month_consumption: 100, two_month_difference: 10, two_month_difference_rate: 10 });
    expect(rowOf(a.rows, '103')).toMatchObject({
      customer_count: 0,
      consumption: 30,
      flag: 'empty_room',
      flag_reason: 'Phòng không có người ở nhưng dùng 30 kWh (cho phép 5 kWh)',
    });
    expect(rowOf(a.rows, '101', 'BN')).toMatchObject({
      consumption: 0,
      average_consumption: 0,
      two_month_difference_rate: 0,
      average_difference_rate: 0,
      flag: null,
    });
  });

  it('assigns devices per room and month, carries them to the next months, and lists the catalogue', async () => {
    const catalogue = ok(await invoke('GET', '/api/devices'));
    expect(catalogue.items.map((d: { code: string }) => d.code)).toEqual(['TL', 'ML', 'MG', 'MQ', 'BD', 'BG', 'AD']);
    expect(ok(await putDevices('2026-08', '104', ['AD']))).toEqual({ message: 'Đã cập nhật thiết bị phòng 104 toà MT' });
    expect(ok(await putDevices('2026-09', '101', ['ML', 'TL']))).toEqual({ message: 'Đã cập nhật thiết bị phòng 101 toà MT' });
    const devices = await getDevices('2026-09');
    expect(devices.month).toBe('2026-09');
    expect(devices.data).toHaveLength(240);
    expect(rowOf(devices.data, '101')).toEqual({ building: B, room_id: '101', devices: ['ML', 'TL'] });
    expect(rowOf(devices.data, '104')).toEqual({ building: B, room_id: '104', devices: ['AD'] });
    const a = await getAnalysis(E, '2026-09');
    expect(rowOf(a.rows, '101').devices).toEqual(['ML', 'TL']);
    expect(rowOf(a.rows, '104').devices).toEqual(['AD']);
    // an unknown room is a 404 on room_id
    const missing = await putDevices('2026-09', '999', ['TL']);
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('room_id');
  });

  it('refuses a finalize whose rows differ from the readings and devices now (409 on analyses)', async () => {
    const shown = (await getAnalysis(E, '2026-09')).rows;
    ok(await putDevices('2026-09', '201', ['MG']));
    const stale = await invoke('POST', `${E}/finalize`, { body: { ...period('2026-09'), analyses: shown } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'analyses' });
    expect(stale.body.message).toMatch(/^Số liệu đã thay đổi từ lúc lấy dữ liệu, vui lòng lấy dữ liệu lại \(Phòng 201 toà MT: thiết bị đã thay đổi\)$/);
    expect(ok(await invoke('GET', `${E}/log`, { query: { month: '2026-09' } }))).toEqual({ data: null });
  });

  it('finalizes once: the month answers its saved rows and devices, and refuses finalize and device edits (409)', async () => {
    const shown = (await getAnalysis(E, '2026-09')).rows;
    const done = await invoke('POST', `${E}/finalize`, { body: { ...period('2026-09'), analyses: shown } });
    expect(ok(done)).toEqual({ message: 'Đã chốt báo cáo phân tích điện tháng 09/2026' });
    const log = ok(await invoke('GET', `${E}/log`, { query: { month: '2026-09' } })).data;
    expect(log).toMatchObject({ month: '2026-09', type: 'E', date_start: '2026-09-01', date_end: '2026-09-30', source: 'staff', room_count: 240 });
    expect(log.totals).toEqual({ two_months_ago: 240, previous_month: 240, current: 270 });

    const again = await invoke('POST', `${E}/finalize`, { body: { ...period('2026-09'), analyses: shown } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Tháng này đã chốt báo cáo', code: 'state', field: 'month' });
    const edit = await putDevices('2026-09', '101', ['TL']);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Tháng này đã chốt báo cáo điện tháng 09/2026: không sửa được thiết bị');

    // a reading corrected after finalize does not move the saved rows
    await putSheet(
      'E',
      '2026-09',
      { '101': 1500, '102': 50, '103': [220, 0], '104': 50 },
      { '102': { id: 'mc1', date: '2026-09-12', old_final: 860, new_start: 0 } },
    );
    const saved = await getAnalysis(E, '2026-09');
    expect(saved.finalized).toBe(true);
    expect(saved.rows).toEqual(shown);
    expect(rowOf(saved.rows, '101')).toMatchObject({ consumption: 120, devices: ['ML', 'TL'] });
    const devices = await getDevices('2026-09');
    expect(rowOf(devices.data, '201').devices).toEqual(['MG']);

    // the month-end job's call leaves a finalized month as it is
    const system = { sub: 'system', username: 'monthly-close' };
    expect(await finalizeAnalysis('E', '2026-09', system, 'system')).toMatchObject({ written: false });
    expect((await analysisLogOf('E', '2026-09'))?.source).toBe('staff');
  });

  it('keeps notes and flag reviews writable after finalize, merged into the saved rows', async () => {
    const r = await invoke('PUT', `${E}/notes`, {
      body: { month: '2026-09', building: B, room_id: '103', note: 'Khách cũ quên tắt máy lạnh', flag_review: 'confirmed' },
    });
    expect(ok(r).message).toBe('Đã lưu ghi chú, xác nhận cờ phòng 103 toà MT');
    ok(await invoke('PUT', `${E}/notes`, { body: { month: '2026-09', building: B, room_id: '103', flag_review: 'dismissed' } }));
    const row = rowOf((await getAnalysis(E, '2026-09')).rows, '103');
    expect(row).toMatchObject({ flag: 'empty_room', note: 'Khách cũ quên tắt máy lạnh', flag_review: 'dismissed' });
    const bad = await invoke('PUT', `${E}/notes`, { body: { month: '2026-09', building: B, room_id: '103', flag_review: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('flag_review');
    const nothing = await invoke('PUT', `${E}/notes`, { body: { month: '2026-09', building: B, room_id: '103' } });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ field: 'note', message: 'Hãy nhập ghi chú hoặc xác nhận/bỏ qua cờ' });
    // a note can be cleared with null
    ok(await invoke('PUT', `${E}/notes`, { body: { month: '2026-09', building: B, room_id: '103', note: null } }));
    expect(rowOf((await getAnalysis(E, '2026-09')).rows, '103')).toMatchObject({ note: null, flag_review: 'dismissed' });
  });

  it('finalizes a month by the month-end job (source system) with no rows to compare', async () => {
    expect(await finalizeAnalysis('E', '2026-07', { sub: 'system', username: 'monthly-close' }, 'system')).toMatchObject({ written: true });
    const log = ok(await invoke('GET', `${E}/log`, { query: { month: '2026-07' } })).data;
    expect(log).toMatchObject({ source: 'system', finalized_by: 'monthly-close', room_count: 240 });
    // 2026-08 takes no devices from a finalized July in which none were assigned
    expect(rowOf((await getAnalysis(E, '2026-08')).rows, '101').devices).toEqual([]);
  });
});

describe('bad input is a 400 naming the field, in Vietnamese', () => {
  it('refuses a period that is not the month’s, a month before 06/2025, unknown fields and bad device codes', async () => {
    const notFirst = await invoke('GET', E, { query: { month: '2026-10', date_start: '2026-10-02', date_end: '2026-10-31' } });
    expect(notFirst.status).toBe(400);
    expect(notFirst.body.field).toBe('date_start');
    expect(notFirst.body.message).toContain('Ngày bắt đầu phải là ngày đầu tháng đã chọn');

    const early = await invoke('GET', E, { query: { month: '2025-05', date_start: '2025-05-01', date_end: '2025-05-31' } });
    expect(early.status).toBe(400);
    expect(early.body.field).toBe('month');
    expect(early.body.message).toContain('Tháng phân tích không được trước 06/2025');

    const extra = await invoke('GET', E, { query: { ...period('2026-10'), building: 'BN' } });
    expect(extra.status).toBe(400);

    const body = { ...period('2026-10'), analyses: [{ ...(await getAnalysis(E, '2026-10')).rows[0] }] };
    const endNotLast = await invoke('POST', `${E}/finalize`, { body: { ...body, date_end: '2026-10-30' } });
    expect(endNotLast.status).toBe(400);
    expect(endNotLast.body).toMatchObject({ field: 'date_end', message: 'Ngày kết thúc phải là ngày cuối tháng đã chọn' });
    const unknown = await invoke('POST', `${E}/finalize`, { body: { ...body, force: true } });
    expect(unknown.status).toBe(400);
    const empty = await invoke('POST', `${E}/finalize`, { body: { ...body, analyses: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('analyses');
    expect(empty.body.message).toContain('Chưa có dữ liệu phân tích: hãy lấy dữ liệu trước');

    const device = await putDevices('2026-10', '101', ['TV']);
    expect(device.status).toBe(400);
    expect(device.body.field).toBe('devices');
    expect(JSON.stringify(device.body)).toContain('Thiết bị không hợp lệ');
    const twice = await putDevices('2026-10', '101', ['TL', 'TL']);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('Thiết bị bị chọn hai lần');
  });
});

describe('the water consumption analysis', () => {
  it('is the same screen for water: compute, finalize once (replayed by its key), 409 after, saved rows', async () => {
    await putSheet('W', '2026-07', { '101': 10, '102': 5 });
    await putSheet('W', '2026-08', { '101': 20, '102': [5, 0] });
    await putSheet('W', '2026-09', { '101': 26, '102': [6, 0] });
    const a = await getAnalysis(W, '2026-09');
    expect(a).toMatchObject({ type: 'W', finalized: false });
    expect(rowOf(a.rows, '101')).toMatchObject({
      two_months_ago_consumption: 0,
      previous_month_consumption: 10,
      consumption: 6,
      average_consumption: 5.33,
      two_month_difference: -4,
      two_month_difference_rate: -40,
    });
    // 1 m³ in an empty room is above the water tolerance (0.5 m³)
    expect(rowOf(a.rows, '102')).toMatchObject({ consumption: 1, flag: 'empty_room', flag_reason: 'Phòng không có người ở nhưng dùng 1 m³ (cho phép 0,5 m³)' });
    // devices are per room and month, shared by both analyses
    expect(rowOf(a.rows, '101').devices).toEqual(['ML', 'TL']);
    // September's devices are those saved by its finalized electricity analysis: an August edit made since moves nothing
    ok(await putDevices('2026-08', '104', ['BD']));
    expect(rowOf((await getAnalysis(W, '2026-09')).rows, '104').devices).toEqual(['AD']);
    expect(rowOf((await getDevices('2026-09')).data, '104').devices).toEqual(['AD']);
    // and October carries them on
    expect(rowOf((await getAnalysis(E, '2026-10')).rows, '104').devices).toEqual(['AD']);

    const headers = { 'idempotency-key': 'water-finalize-2026-09' };
    const first = await invoke('POST', `${W}/finalize`, { body: { ...period('2026-09'), analyses: a.rows }, headers });
    expect(ok(first)).toEqual({ message: 'Đã chốt báo cáo phân tích nước tháng 09/2026' });
    expect(ok(await invoke('POST', `${W}/finalize`, { body: { ...period('2026-09'), analyses: a.rows }, headers }))).toEqual(first.body);
    const again = await invoke('POST', `${W}/finalize`, { body: { ...period('2026-09'), analyses: a.rows } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Tháng này đã chốt báo cáo');

    await putSheet('W', '2026-09', { '101': 40, '102': [6, 0] });
    const saved = await getAnalysis(W, '2026-09');
    expect(saved.finalized).toBe(true);
    expect(saved.rows).toEqual(a.rows);
    expect(ok(await invoke('GET', `${W}/log`, { query: { month: '2026-09' } })).data).toMatchObject({ type: 'W', source: 'staff', totals: { current: 7 } });
  });
});

describe('the analysis and the devices answer a page of rooms at a time (issue 23 §13)', () => {
  const keyOfRow = (r: { building: string; room_id: string }) => `${r.building}#${r.room_id}`;
  /** Pages of 2 hold the whole answer once, in order, each page saying the month's fields. */
  async function pagesOf(path: string, query: Record<string, string>, same: Record<string, unknown>) {
    const { whole, pages } = await checkPages(path, query, 2);
    expect(whole).toHaveLength(240);
    expect(new Set(whole.map(keyOfRow)).size).toBe(240);
    expect(pages.at(-1)!.cursor).toBeUndefined();
    for (const p of pages) expect(p).toMatchObject(same);
    return whole;
  }

  it('pages a month computed now: every room once, in order, the month’s fields on every page', async () => {
    const whole = await pagesOf(E, period('2026-10'), { month: '2026-10', type: 'E', finalized: false });
    // What every page says of each room is what the whole month says (devices carried from September).
    expect(rowOf(whole, '104')).toMatchObject({ floor: 1, devices: ['AD'] });
    const devices = await pagesOf(DEVICES, { month: '2026-10' }, { month: '2026-10' });
    expect(rowOf(devices, '104')).toEqual({ building: B, room_id: '104', devices: ['AD'] });
  });

  it('pages a finalized month’s saved rows and devices the same way, notes merged', async () => {
    const whole = await pagesOf(E, period('2026-09'), { month: '2026-09', type: 'E', finalized: true });
    expect(rowOf(whole, '103')).toMatchObject({ flag: 'empty_room', flag_review: 'dismissed' });
    expect(whole.sort(compareAnalysisRows)).toEqual((await getAnalysis(E, '2026-09')).rows);
    const devices = await pagesOf(DEVICES, { month: '2026-09' }, { month: '2026-09' });
    expect(rowOf(devices, '201')).toEqual({ building: B, room_id: '201', devices: ['MG'] });
  });

  it('reads a month finalized before the rows were kept by room (one list per building) the same way', async () => {
    const pk = `UALOG#W#2026-08`;
    const saved = (room_id: string, consumption: number) => ({
      building: B,
      room_id,
      customer_count: 1,
      devices: ['MQ'],
      two_months_ago_consumption: 0,
      previous_month_consumption: 0,
      consumption,
      average_consumption: 0,
      two_month_difference: 0,
      average_difference: 0,
      two_month_difference_rate: 0,
      average_difference_rate: 0,
      flag: null,
      flag_reason: null,
    });
    const put = (Item: Record<string, unknown>) => db().send(new PutCommand({ TableName: env.tableName(), Item }));
    await put({ PK: pk, SK: 'LOG', entity: 'analysis_log', type: 'W', month: '2026-08' });
    await put({ PK: pk, SK: `ROWS#${B}`, entity: 'analysis_rows', type: 'W', month: '2026-08', building: B, rows: [saved('101', 7), saved('102', 3)] });
    // Only MT's two rooms were stored: the pages hold those two (with the rooms' floors), wherever they fall.
    const rows = await everyItem(W, period('2026-08'));
    expect(rows).toEqual([
      { ...saved('101', 7), floor: 1, note: null, flag_review: null },
      { ...saved('102', 3), floor: 1, note: null, flag_review: null },
    ]);
    const { pages } = await checkPages(W, period('2026-08'), 1);
    expect(pages.flatMap((p) => p.items)).toEqual(rows);
    expect(await everyItem(DEVICES, { month: '2026-08' })).toEqual([
      { building: B, room_id: '101', devices: ['MQ'] },
      { building: B, room_id: '102', devices: ['MQ'] },
    ]);
  });

  it('refuses a made-up cursor, one of another list and a limit over 500 (400 on the field)', async () => {
    for (const [path, query] of [
      [E, period('2026-10')],
      [E, period('2026-09')],
      [DEVICES, { month: '2026-10' }],
    ] as const) {
      await refusedCursor(path, { ...query, cursor: 'not-a-cursor' });
      await refusedCursor(path, { ...query, cursor: made({ PK: 'BLD#ZZ', SK: 'ROOM#101' }) });
      // A key of the month's notes, of a reading sheet, or of a building's partition outside its rooms.
      await refusedCursor(path, { ...query, cursor: made({ PK: 'UANOTE#E#2026-09', SK: 'MT#103' }) });
      await refusedCursor(path, { ...query, cursor: made({ PK: 'READING#MT#E', SK: '2026-09' }) });
      await refusedCursor(path, { ...query, cursor: made({ PK: 'BLD#MT', SK: 'PROFILE' }) });
      const big = await invoke('GET', path, { query: { ...query, limit: '501' } });
      expect(big.status).toBe(400);
      expect(big.body.field).toBe('limit');
    }
  });
});

describe('the analysis reads O(3 months), not the history', () => {
  it('answers 360 rooms with 24 months of readings stored, reading only the sheets of M−6..M', async () => {
    const month = '2026-11';
    const at = new Date().toISOString();
    // 20 more rooms per building (floor 6): 60 each, as the benchmark's buildings.
    const extra = BUILDING_CODES.flatMap((building) =>
      Array.from({ length: 20 }, (_, i) => ({
        building,
        room_id: `6${String(i + 1).padStart(2, '0')}`,
        floor: 6,
        rent: 3_000_000,
        deposit: 3_000_000,
        max_occupants: 3,
      })),
    );
    await Promise.all(extra.map((r) => db().send(new PutCommand({ TableName: env.tableName(), Item: newRoomItem(r, at) }))));
    const rooms = [1, 2, 3, 4, 5].flatMap((f) => Array.from({ length: 8 }, (_, i) => `${f}0${i + 1}`)).concat(extra.slice(0, 20).map((r) => r.room_id));
    const months = Array.from({ length: 24 }, (_, i) => addMonths(month, i - 23));
    for (const building of BUILDING_CODES)
      await Promise.all(
        months.map((m, k) =>
          putSheetItems({
            building,
            type: 'E',
            month: m,
            rooms: Object.fromEntries(rooms.map((room, j) => [room, { value: 1000 + k * (50 + j), persons: 2, at, by: 'ketoan' }])),
            meter_changes: {},
            version: 1,
          }),
        ),
      );
    // One page of every room (the largest a request may ask for): what it reads is still M−6..M, narrowed to its rooms.
    const whole = { ...period(month), limit: '500' };
    ok(await invoke('GET', E, { query: whole })); // warm
    const recorder = installRecorder();
    const a = { rows: ok(await invoke('GET', E, { query: whole })).items };
    expect(a.rows).toHaveLength(360);
    expect(rowOf(a.rows, '601', 'BN')).toMatchObject({ consumption: 90, previous_month_consumption: 90, average_consumption: 90 });
    // A Query names its partition in `:pk`; a BatchGet (a page's pieces of the sheets) in its keys.
    const sheetCalls = recorder.calls.filter((c) => partitionOf(c.input).startsWith('READING#'));
    expect(sheetCalls).toHaveLength(6);
    // Each building's 7 months, every room: each month's own item and each of its pieces (a floor's rooms).
    expect(sheetCalls.reduce((n, c) => n + c.items, 0)).toBe(6 * 7 * (1 + new Set(rooms.map(pieceOf)).size));
    expect(recorder.calls.some((c) => c.command === 'ScanCommand')).toBe(false);

    // The default page (50 rooms) reads the sheets of its own buildings only (one or two), and no
    // month's whole partition of notes, devices or saved rows: every Query names a key range.
    recorder.calls.length = 0;
    const page = ok(await invoke('GET', E, { query: period(month) }));
    expect(page.items).toHaveLength(50);
    // Of the sheets, each month's own item and the pieces (a floor each) of the page's rooms only.
    const pagePieces = new Map<string, Set<string>>();
    for (const r of page.items as { building: string; room_id: string }[])
      pagePieces.set(r.building, new Set([...(pagePieces.get(r.building) ?? []), pieceOf(r.room_id)]));
    expect(pagePieces.size).toBeLessThanOrEqual(2);
    expect(recorder.calls.filter((c) => partitionOf(c.input).startsWith('READING#')).reduce((n, c) => n + c.items, 0)).toBe(
      [...pagePieces.values()].reduce((n, pieces) => n + 7 * (1 + pieces.size), 0),
    );
    const queries = recorder.calls.filter((c) => c.command === 'QueryCommand');
    expect(queries.every((c) => String(c.input.KeyConditionExpression).includes('SK'))).toBe(true);
    // The rest: its 50 rooms, and of M−6..M at most one saved month's rows item per building and month.
    expect(recorder.calls.filter((c) => c.command !== 'BatchGetItemCommand').reduce((n, c) => n + c.items, 0)).toBeLessThanOrEqual(50 + 2 * 7);
    // Its time (≤ 1 s) is the bench's `utilities.analysis`, not asserted here: what is read is.
  });
});
