import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { putSheet } from './utility-sheets';
import { invoke, ok } from './in-process';

// Comparisons and the 12-month series read the reading sheets: a table of its own (the demo rooms, no
// readings), sheets written directly, handlers called in-process.
useOwnTable('utilities-comparison-test');

const B = 'MT';
const PATH = '/api/electricity-water-comparison';

async function history() {
  // 101: 100 then 150 kWh; 102: 0 then 60 (a zero base); 103: first read in 07 (no usage yet), then 30.
  await putSheet(B, 'E', '2026-06', { '101': 1000, '102': 500 });
  await putSheet(B, 'E', '2026-07', { '101': 1100, '102': 500, '103': 50 });
  await putSheet(B, 'E', '2026-08', { '101': 1250, '102': 560, '103': 80 });
  // Water of 101: first read in 07, 3 m³ in 08.
  await putSheet(B, 'W', '2026-07', { '101': 10 });
  await putSheet(B, 'W', '2026-08', { '101': 13 });
}

const compare = (query: Record<string, string>) => invoke('GET', PATH, { query });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
const roomOf = (rows: any[], room: string) => rows.find((r) => r.building === B && r.room_id === room);

describe('comparison of two months (so sánh điện nước)', () => {
  // Issue 23 §4: a month without a figure has no difference and no rate (null, "chưa có số liệu"), never
  // −100 %; a rate needs a base; the building totals add up the rooms read in both months (like for like).
  it('compares every room of the building with differences and rates of month a (none without both months or a base), and the building totals like for like', async () => {
    await history();
    const c = ok(await compare({ month_a: '2026-07', month_b: '2026-08', building: B }));
    expect(c).toMatchObject({ month_a: '2026-07', month_b: '2026-08' });
    // Every room of MT (the demo rooms), and only MT.
    expect(c.rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(c.rows.map((r: { building: string }) => r.building))).toEqual(new Set([B]));
    expect(roomOf(c.rows, '101')).toEqual({
      building: B,
      room_id: '101',
      electricity_a: 100,
      electricity_b: 150,
      electricity_difference: 50,
      electricity_rate: 50,
      water_a: null,
      water_b: 3,
      water_difference: null,
      water_rate: null,
    });
    expect(roomOf(c.rows, '102')).toMatchObject({ electricity_a: 0, electricity_b: 60, electricity_difference: 60, electricity_rate: null });
    expect(roomOf(c.rows, '103')).toMatchObject({ electricity_a: null, electricity_b: 30, electricity_difference: null, electricity_rate: null });
    // 101 and 102 were read in both months (103 only in August); no room has water in both.
    expect(c.buildings).toEqual([
      {
        building: B,
        electricity_a: 100,
        electricity_b: 210,
        electricity_difference: 110,
        electricity_rate: 110,
        water_a: null,
        water_b: null,
        water_difference: null,
        water_rate: null,
      },
    ]);
    // Month b before month a is fine: the rate is still of month a (2 decimals).
    const back = ok(await compare({ month_a: '2026-08', month_b: '2026-07', building: B }));
    expect(roomOf(back.rows, '101')).toMatchObject({ electricity_a: 150, electricity_b: 100, electricity_difference: -50, electricity_rate: -33.33 });
  });

  it('without a building compares every building, in catalogue order', async () => {
    const c = ok(await compare({ month_a: '2026-07', month_b: '2026-08' }));
    expect(c.buildings.map((b: { building: string }) => b.building)).toEqual(['BN', 'GB', 'TT', 'XA', 'MA', 'MT']);
    expect(c.buildings.find((b: { building: string }) => b.building === 'BN')).toMatchObject({
      electricity_a: null,
      electricity_b: null,
      electricity_difference: null,
      electricity_rate: null,
    });
    expect(roomOf(c.rows, '101').electricity_rate).toBe(50);
  });

  it('refuses the same month twice, a future month and unknown fields (400 with the field)', async () => {
    const same = await compare({ month_a: '2026-07', month_b: '2026-07' });
    expect(same.status).toBe(400);
    expect(same.body.field).toBe('month_b');
    expect(same.body.message).toBeTruthy();
    expect((await compare({ month_a: '2026-07', month_b: '2099-01' })).status).toBe(400);
    expect((await compare({ month_a: '2026-07', month_b: '2026-08', room: '101' })).status).toBe(400);
    const post = await invoke('POST', PATH, { body: { month_a: '2026-07', month_b: '2026-07' } });
    expect(post.status).toBe(400);
    expect(post.body.field).toBe('month_b');
    expect((await invoke('POST', PATH, { body: { month_a: '2026-07', month_b: '2026-08', extra: 1 } })).status).toBe(400);
  });

  it('saves pairs (newest first, a re-save replaces the note), lists them with the comparison, deletes them (404 when not saved)', async () => {
    const first = ok(await invoke('POST', PATH, { body: { month_a: '2026-07', month_b: '2026-08', note: 'Mùa nóng' } }));
    expect(first).toMatchObject({ month_a: '2026-07', month_b: '2026-08', note: 'Mùa nóng' });
    expect(first.saved_by).toBeTruthy();
    await new Promise((r) => setTimeout(r, 5));
    ok(await invoke('POST', PATH, { body: { month_a: '2026-01', month_b: '2026-08' } }));
    let saved = ok(await compare({ month_a: '2026-07', month_b: '2026-08', building: B })).saved;
    expect(saved.map((s: { month_a: string; month_b: string }) => `${s.month_a}/${s.month_b}`)).toEqual(['2026-01/2026-08', '2026-07/2026-08']);
    expect(saved[0].note).toBeNull();

    await new Promise((r) => setTimeout(r, 5));
    ok(await invoke('POST', PATH, { body: { month_a: '2026-07', month_b: '2026-08', note: 'Sau khi sửa' } }));
    saved = ok(await compare({ month_a: '2026-07', month_b: '2026-08', building: B })).saved;
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ month_a: '2026-07', month_b: '2026-08', note: 'Sau khi sửa' });

    const del = (a: string, b: string, body: unknown) => invoke('DELETE', `${PATH}/{a}/{b}`, { params: { a, b }, body });
    // Deleting the pair as it was before the re-save: someone changed it since.
    const stale = await del('2026-07', '2026-08', { saved_at: first.saved_at });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'saved_at' });
    const gone = ok(await del('2026-07', '2026-08', { saved_at: saved[0].saved_at }));
    expect(gone.message).toContain('07/2026');
    const again = await del('2026-07', '2026-08', { saved_at: saved[0].saved_at });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('not_found');
    saved = ok(await compare({ month_a: '2026-07', month_b: '2026-08', building: B })).saved;
    expect(saved.map((s: { month_a: string }) => s.month_a)).toEqual(['2026-01']);
    expect((await del('x', '2026-08', { saved_at: saved[0].saved_at })).status).toBe(400);
    expect((await del('2026-01', '2026-08', {})).status).toBe(400);
  });
});

describe('a room or building over 12 months (phân tích chi tiết)', () => {
  it("answers a room's 12 months to the month chosen, oldest first, with usage and amount", async () => {
    const s = ok(await invoke('GET', '/api/utility-series', { query: { building: B, room_id: '101', to: '2026-08' } }));
    expect(s).toMatchObject({ building: B, room_id: '101' });
    expect(s.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
    ]);
    const aug = s.months.at(-1);
    expect(aug).toMatchObject({ electricity_units: 150, water_units: 3, electricity_internal: null, electricity_state: null });
    expect(aug.electricity_amount).toBeGreaterThan(0);
    expect(s.months.at(-2)).toMatchObject({ electricity_units: 100, water_units: null });
    expect(s.months[0]).toMatchObject({ electricity_units: null, electricity_amount: null, water_units: null });
  });

  it("answers the building's 12 months with the rooms' total, internal use and the state bill's units", async () => {
    const s = ok(await invoke('GET', '/api/utility-series', { query: { building: B, to: '2026-08' } }));
    expect(s).toMatchObject({ building: B, room_id: null });
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toMatchObject({
      month: '2026-08',
      electricity_units: 240,
      water_units: 3,
      electricity_internal: 0,
      electricity_state: null,
      water_state: null,
    });
    expect(s.months.at(-2)).toMatchObject({ month: '2026-07', electricity_units: 100 });
  });

  it('refuses a room the building does not have (404) and bad input (400)', async () => {
    const r = await invoke('GET', '/api/utility-series', { query: { building: B, room_id: 'Z999', to: '2026-08' } });
    expect(r.status).toBe(404);
    expect(r.body.field).toBe('room_id');
    expect((await invoke('GET', '/api/utility-series', { query: { building: 'XX', to: '2026-08' } })).status).toBe(400);
    expect((await invoke('GET', '/api/utility-series', { query: { building: B, to: '2026-8' } })).status).toBe(400);
  });
});
