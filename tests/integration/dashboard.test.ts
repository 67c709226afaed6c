import { describe, expect, it } from 'vitest';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { call, everyRow, today } from './helpers';
import { checkIn, newDeposit, newRoom, staff } from './stays-fixtures';

/**
 * GET /api/dashboard: each figure equals the list it links to, read at the same moment (other files'
 * tests write to MA meanwhile, so a comparison that meets a write in between is read again).
 */

const M = () => today().slice(0, 7);
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Section = {
  building: string;
  rooms: number;
  by_status: { status: number; count: number }[];
  leaving: { room_id: string; notice_date: string; expected_leave_date: string }[];
  relet: { room_id: string }[];
  overdue_deposits: { room_id: string; deposit_id: string; expected_move_in_date: string; days_late: number }[];
  unpaid: { total: number; stays: number; oldest: { room_id: string; stay_id: string | null; unpaid: number; oldest_month: string | null }[] };
  missing_readings: { type: 'E' | 'W'; rooms: string[] }[];
  open_repairs: { id: string; reported_on: string; days_open: number }[];
};

async function dashboard(building = 'MA'): Promise<{ today: string; month: string; buildings: Section[] }> {
  const r = await call('GET', `/api/dashboard?building=${building}`, { token: await staff() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function get(path: string) {
  const r = await call('GET', path, { token: await staff() });
  expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
}

/** Every row of a paged list. */
const rows = async (path: string) => everyRow(path, await staff());

/** Reads the dashboard and the lists until both sides agree or three tries have passed (writes of other test files in between). */
async function agreeing<T>(side: (d: Section) => T, list: () => Promise<T>) {
  let last: [T, T] | undefined;
  for (let i = 0; i < 3; i++) {
    const [d, l] = await Promise.all([dashboard(), list()]);
    const mine = side(d.buildings[0]!);
    last = [mine, l];
    if (JSON.stringify(mine) === JSON.stringify(l)) break;
  }
  expect(last![0]).toEqual(last![1]);
  return last![0];
}

describe('GET /api/dashboard', () => {
  it('answers one section per building for all, one for a building, and 400 on building for anything else', async () => {
    const all = await dashboard('all');
    expect(all.buildings.map((b) => b.building)).toEqual([...BUILDING_CODES]);
    expect(all.today).toBe(today());
    expect(all.month).toBe(M());
    expect((await dashboard('MA')).buildings.map((b) => b.building)).toEqual(['MA']);
    const bad = await call('GET', '/api/dashboard?building=QQ', { token: await staff() });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('building');
  });

  it('rooms by status equal the room board’s', async () => {
    await agreeing(
      (d) => d.by_status,
      async () => {
        const rooms = (await rows('/api/rooms?building=MA')) as { status: number }[];
        return [0, 1, 2, 3, 4].map((status) => ({ status, count: rooms.filter((r) => r.status === status).length }));
      },
    );
  });

  it('rooms leaving within 30 days are the notices of the notice screen; re-let rooms are status 4', async () => {
    const room = await newRoom();
    await call('POST', '/api/check-ins', {
      token: await staff(),
      body: {
        building: 'MA',
        room_id: room,
        contract_no: `HD-${room}`,
        start_date: '2026-09-05',
        rent: 3_000_000,
        deposit_held: 3_000_000,
        wallet: 10,
        occupants: [{ name: 'Lê Văn Báo' }],
        vehicles: [],
        start_readings: { electricity: 1, water: 1 },
        internet: false,
      },
    });
    const leave = plusDays(today(), 10);
    const n = await call('POST', '/api/room-states/update', {
      token: await staff(),
      body: { building: 'MA', room_id: room, event: 'notice', date: today(), expected_leave_date: leave },
    });
    expect(n.status, JSON.stringify(n.body)).toBe(200);
    const horizon = plusDays(today(), 30);
    const leaving = await agreeing(
      (d) => d.leaving,
      async () => {
        const states = (await rows('/api/room-states/newest?building=MA')) as {
          room_id: string;
          status: number;
          notice?: { date: string; expected_leave_date: string };
        }[];
        return states
          .filter((s) => s.status === 3 && s.notice && s.notice.expected_leave_date <= horizon)
          .map((s) => ({ room_id: s.room_id, notice_date: s.notice!.date, expected_leave_date: s.notice!.expected_leave_date }))
          .sort((a, b) => a.expected_leave_date.localeCompare(b.expected_leave_date) || a.room_id.localeCompare(b.room_id, 'vi', { numeric: true }));
      },
    );
    expect(leaving).toContainEqual({ room_id: room, notice_date: today(), expected_leave_date: leave });
    await agreeing(
      (d) => d.relet.map((r) => r.room_id).sort(),
      async () =>
        ((await rows('/api/rooms?building=MA')) as { room_id: string; status: number }[])
          .filter((r) => r.status === 4)
          .map((r) => r.room_id)
          .sort(),
    );
  });

  it('deposits past their move-in date are the active deposits of the deposit list holding a room, expected before today', async () => {
    const room = await newRoom();
    const dep = await newDeposit(room, { date: '2026-09-02', expected_move_in_date: '2026-09-05' });
    const from = `${M().slice(0, 4) === '2026' ? '2026-01' : M()}-01`;
    const overdue = await agreeing(
      (d) => d.overdue_deposits.map((x) => x.deposit_id).sort(),
      async () => {
        const [list, rooms] = await Promise.all([
          get(`/api/deposits/search?building=MA&status=active&from=${from}&to=${today()}`) as Promise<
            { id: string; room_id: string; expected_move_in_date: string }[]
          >,
          rows('/api/rooms?building=MA') as Promise<{ room_id: string; status: number }[]>,
        ]);
        const holding = new Set(rooms.filter((r) => r.status === 1 || r.status === 4).map((r) => r.room_id));
        return list
          .filter((x) => x.expected_move_in_date < today() && holding.has(x.room_id))
          .map((x) => x.id)
          .sort();
      },
    );
    expect(overdue).toContain(dep.id);
    const line = (await dashboard()).buildings[0]!.overdue_deposits.find((x) => x.deposit_id === dep.id)!;
    expect(line).toMatchObject({ room_id: room, expected_move_in_date: '2026-09-05' });
    expect(line.days_late).toBeGreaterThan(0);
  });

  it('the unpaid total and the owing stays equal the unpaid rent report of the month, the oldest debts with the report’s oldest month', async () => {
    const room = await newRoom();
    const stay = await checkIn(room);
    const note = await call('POST', '/api/adjustment', {
      token: await staff(),
      body: { building: 'MA', room_id: room, type: 'payment_adjustment', direction: 'debit', date: today(), amount: 777_000, reason: 'Phí vệ sinh' },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const d = (await dashboard()).buildings[0]!;
    expect(d.unpaid.total).toBeGreaterThanOrEqual(777_000);
    expect(d.unpaid.oldest.length).toBeLessThanOrEqual(5);
    type Row = { room_id: string; stay_id: string | null; unpaid: number; oldest_month: string | null; months: { date: string }[] };
    await agreeing(
      (x) => ({ total: x.unpaid.total, stays: x.unpaid.stays }),
      async () => {
        // The report answers a page of stays at a time: every page, its total the rows' sum.
        const owing = (await rows(`/api/debt/search?building=MA&month=${M()}`)) as Row[];
        expect(owing).toContainEqual(expect.objectContaining({ room_id: room, stay_id: stay.id, unpaid: 777_000, status: 'active' }));
        return { total: owing.reduce((s, r) => s + r.unpaid, 0), stays: owing.length };
      },
    );
    // the oldest debts: the report's oldest rows (by their oldest open item), each with the report's amount and oldest month
    await agreeing(
      (x) => x.unpaid.oldest.map((o) => ({ stay_id: o.stay_id, unpaid: o.unpaid, oldest_month: o.oldest_month })),
      async () => {
        const report = (await rows(`/api/debt/search?building=MA&month=${M()}`)) as Row[];
        const since = (r: Row) => r.months[0]?.date ?? '9999-12-31';
        return [...report]
          .sort((a, b) => since(a).localeCompare(since(b)) || b.unpaid - a.unpaid || a.room_id.localeCompare(b.room_id, 'vi', { numeric: true }))
          .slice(0, 5)
          .map((r) => ({ stay_id: r.stay_id, unpaid: r.unpaid, oldest_month: r.oldest_month }));
      },
    );
  });

  it('readings missing this month equal the reading control’s missing rows, per type', async () => {
    await agreeing(
      (d) => d.missing_readings.map((m) => ({ type: m.type, rooms: [...m.rooms].sort() })),
      async () => {
        // The control answers a page of rooms at a time: every page.
        const control = (await rows(`/api/bills/control?building=MA&month=${M()}`)) as { room_id: string; type: 'E' | 'W'; problem: string }[];
        return (['E', 'W'] as const).map((type) => ({
          type,
          rooms: control
            .filter((r) => r.type === type && r.problem === 'missing')
            .map((r) => r.room_id)
            .sort(),
        }));
      },
    );
  });

  it('repairs open 7 days or more are the open requests of the repair list', async () => {
    const reported = plusDays(today(), -10);
    const made = await call('POST', '/api/repair-request', {
      token: await staff(),
      body: { building: 'MA', common_area: `Hành lang ${Date.now()}`, description: 'Bóng đèn hỏng', reported_by: 'Bảo vệ', reported_on: reported },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const fresh = await call('POST', '/api/repair-request', {
      token: await staff(),
      body: { building: 'MA', common_area: `Cầu thang ${Date.now()}`, description: 'Vòi nước rỉ', reported_by: 'Bảo vệ', reported_on: today() },
    });
    expect(fresh.status).toBe(201);
    const cut = plusDays(today(), -7);
    const from = plusDays(today(), -330);
    const open = await agreeing(
      (d) => d.open_repairs.map((r) => r.id).sort(),
      async () => {
        const lists = await Promise.all(
          ['/api/repair-request', '/api/pccc-major-repair-request'].map((p) => get(`${p}?building=MA&from=${from}&to=${today()}`)),
        );
        const rows = lists.flatMap((l) => (Array.isArray(l) ? l : l.items)) as { id: string; status: string; reported_on: string }[];
        return rows
          .filter((r) => r.status !== 'completed' && r.reported_on <= cut)
          .map((r) => r.id)
          .sort();
      },
    );
    expect(open).toContain(made.body.id);
    expect(open).not.toContain(fresh.body.id);
    const line = (await dashboard()).buildings[0]!.open_repairs.find((r) => r.id === made.body.id)!;
    expect(line).toMatchObject({ reported_on: reported, days_open: 10 });
  });
});
