import { describe, expect, it } from 'vitest';
import type { SheetRow } from '../../functions/go-live/rules/sheet-rows';
import { checkDeposits } from '../../functions/go-live/rules/deposits-rules';
import { checkDebts } from '../../functions/go-live/rules/debts-rules';
import { commitPlan, batchCount, ROOMS_PER_BATCH } from '../../functions/go-live/rules/commit-plan';
import { importId } from '../../functions/go-live/rules/import-ids';
import type { Known, KnownRoom } from '../../functions/go-live/rules/context';
import { parseStayObject } from '../../functions/kernel/model/stay-account';

const row = (n: number, v: SheetRow['v']): SheetRow => ({ row: n, v });
const known = (rooms: Record<string, KnownRoom> = {}): Known => ({ cutOver: '2026-10-31', rooms: new Map(Object.entries(rooms)) });
const messages = (p: { row: number | null; column: string | null; message: string }[]) => p.map((x) => `${x.row}:${x.column}:${x.message}`);
const allRooms = { create: [], same: [], all: new Set(['BN-101', 'BN-102', 'BN-103']) };

describe('checkDeposits (what a deposit slip needs: an empty room, held once)', () => {
  it('refuses a deposit on a room the file rents out, on a room the table holds already, and a second deposit on one room', () => {
    const deposit = (n: number, room: string) => row(n, { building: 'BN', room, name: 'Khách', phone: '0901234567', date: '2026-10-20', amount: 1_000_000 });
    const r = checkDeposits(
      [deposit(3, '101'), deposit(4, '102'), deposit(5, '103'), deposit(6, '103')],
      allRooms,
      known({ 'BN-102': { floor: 1, rent: 1, deposit: 1, max_occupants: 2, status: 1 } }),
      new Set(['BN-101']),
    );
    expect(messages(r.problems)).toEqual([
      '6:room:Cọc cho cùng phòng trùng với dòng 5',
      '3:room:Phòng BN-101 đang có người thuê ở trang Đang thuê: cọc giữ chỗ chỉ cho phòng trống',
      '4:room:Phòng BN-102 trong hệ thống không còn trống (đã có cọc hoặc người ở)',
    ]);
    expect(r.ok.map((x) => x.row)).toEqual([5]);
  });
});

describe('checkDebts (a departed tenant’s room)', () => {
  it('refuses a departed tenant’s debt for a room neither in the sheet nor in the table', () => {
    const r = checkDebts(
      [row(3, { building: 'BN', room: '999', month: '2026-07', kind: 'debt', amount: 100, for: 'rent', departed_name: 'A', leave_date: '2026-07-31' })],
      [],
      known(),
      allRooms,
    );
    expect(messages(r.problems)).toEqual(['3:room:Phòng BN-999 không có ở trang Phòng cũng như trong hệ thống']);
  });
});

describe('importId', () => {
  it('is a ULID of the record’s day, the same for the same file and row, another for another file or row, fit for a stay object', () => {
    const a = importId('f'.repeat(64), 'stay:3', '2025-03-01');
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(importId('f'.repeat(64), 'stay:3', '2025-03-01')).toBe(a);
    expect(importId('e'.repeat(64), 'stay:3', '2025-03-01')).not.toBe(a);
    expect(importId('f'.repeat(64), 'stay:4', '2025-03-01')).not.toBe(a);
    expect(importId('f'.repeat(64), 'stay:3', '2025-03-01').slice(0, 10) < importId('f'.repeat(64), 'stay:3', '2025-03-02').slice(0, 10)).toBe(true);
    expect(parseStayObject(`stay:BN-101:${a}`)).toEqual({ building: 'BN', room_id: '101', stay_id: a });
  });
});

describe('commitPlan', () => {
  const stay = (n: number, room: string) => ({
    stay: row(n, { building: 'BN', room, contract_no: `HD${room}`, start_date: '2026-01-01', rent: 1, deposit_held: 1 }),
    tenants: [row(n, { building: 'BN', room, name: 'A' })],
    vehicles: [],
  });
  const rooms = Array.from({ length: ROOMS_PER_BATCH + 5 }, (_, i) => row(3 + i, { building: 'BN', room: String(100 + i), floor: 1, rent: 1 }));
  const plan = commitPlan({
    rooms: [...rooms, row(90, { building: 'GB', room: '101', floor: 1, rent: 1 })],
    stays: [stay(3, '100'), stay(4, '101')],
    deposits: [row(3, { building: 'BN', room: '102', date: '2026-10-01', amount: 5 })],
    readings: [row(3, { building: 'BN', room: '100', electricity: 1, water: 1 }), row(4, { building: 'BN', consumer: 'MG-BN-1', electricity: 1, water: 1 })],
    debts: [
      row(3, { building: 'BN', room: '100', month: '2026-10', kind: 'debt', amount: 1, for: 'rent' }),
      row(4, { building: 'BN', room: '103', month: '2026-07', kind: 'debt', amount: 1, for: 'rent', departed_name: 'Nam', leave_date: '2026-07-31' }),
      row(5, { building: 'BN', room: '103', month: '2026-06', kind: 'debt', amount: 1, for: 'rent', departed_name: 'nam ', leave_date: '2026-07-31' }),
    ],
    balances: [row(3, { kind: 'wallet', wallet: '6', amount: 1 })],
  });

  it('puts each building’s batches in one lane, in the order they depend on one another, and the balances in their own', () => {
    expect(plan.map((l) => l.name)).toEqual(['BN', 'GB', 'balances']);
    expect(plan[0]!.batches.map((b) => b.key)).toEqual([
      'rooms-3',
      `rooms-${3 + ROOMS_PER_BATCH}`,
      'stay-3',
      'debts-3',
      'stay-4',
      'departed-4',
      'deposit-3',
      'readings-BN-rooms-E',
      'readings-BN-rooms-W',
      'readings-BN-internal-E',
      'readings-BN-internal-W',
    ]);
    expect(plan[0]!.batches.find((b) => b.kind === 'departed')).toMatchObject({ first: true, departed: { name: 'Nam', leave_date: '2026-07-31', row: 4 } });
    expect(batchCount(plan)).toBe(11 + 1 + 1);
  });

  it('makes the same batches with the same keys from the same rows', () => {
    const again = commitPlan({
      rooms: [...rooms, row(90, { building: 'GB', room: '101', floor: 1, rent: 1 })],
      stays: [],
      deposits: [],
      readings: [],
      debts: [],
      balances: [],
    });
    expect(again[0]!.batches.map((b) => b.key)).toEqual(['rooms-3', `rooms-${3 + ROOMS_PER_BATCH}`]);
  });
});
