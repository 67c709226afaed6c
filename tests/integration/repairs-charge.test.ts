import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';

// A repair the tenant caused, charged on the room's next monthly bill (a line of its own, Dr 1311
// the stay / Cr 7111 other income, in the bill's own transaction), once. The billing run moves the global
// edit lock: this file has a table of its own, handlers called in-process as the gateway would.
useOwnTable('repairs-charge-test');

const B = 'GB';
const M = '2026-10';
const N = '2026-11';
const post = (path: string, body: unknown) => invoke('POST', path, { body });
const get = (path: string, query: Record<string, string>) => invoke('GET', path, { query });
const REQ = '/api/repair-request';

type Line = { voucher_type: string; voucher_no?: string; account: string; debit: number; credit: number; object?: string };
type BillLine = { kind: string; label: string; amount: number; repair_ref?: string };
type Bill = { room_id: string; bill_no: string; id: string; total: number; version: number; lines: BillLine[] };
type Req = {
  id: string;
  version: number;
  status: string;
  tenant_caused?: boolean;
  charge_amount?: number;
  charged_bill_id?: string;
  charged_bill_no?: string;
  charged_month?: string;
};

/** The stays checked in here, by building and room: a bill's 1311 is on its stay. */
const stayIds = new Map<string, string>();
const checkIn = async (room_id: string, building = B, start_date = '2026-09-01') => {
  const stay = ok(
    await post('/api/check-ins', {
      building,
      room_id,
      contract_no: `HD-S${room_id}`,
      start_date,
      rent: 3_000_000,
      deposit_held: 0,
      occupants: [{ name: `Khách ${room_id}` }],
      start_readings: { electricity: 1_000, water: 50 },
      internet: false,
    }),
    201,
  );
  stayIds.set(`${building}-${room_id}`, stay.id);
  return stay;
};
const readings = async (month: string, type: 'E' | 'W', values: [string, number][], building = B) =>
  ok(await post('/api/bills/electric-water-count', { building, month, type, readings: values.map(([room_id, value]) => ({ room_id, value })) }));

const base = { building: B, room_id: '101', description: 'Vỡ kính cửa sổ', reported_by: 'Bảo vệ', reported_on: `${M}-10` };
const newRequest = async (extra: Record<string, unknown>) => ok(await post(REQ, { ...base, ...extra }), 201) as Req;
const editRequest = (r: Req, extra: Record<string, unknown>) => {
  const { building: _b, ...fields } = base;
  return invoke('PUT', `${REQ}/{_id}`, { params: { _id: r.id }, body: { ...fields, version: r.version, status: r.status, ...extra } });
};
const requestsOf = async () => ok(await get(REQ, { building: B, from: `${M}-01`, to: `${N}-30` })).items as Req[];
const requestOf = async (id: string) => (await requestsOf()).find((r) => r.id === id)!;
const billLines = async (month: string) =>
  (ok(await get('/api/journal', { from: `${month}-01`, to: `${month}-${month === M ? 31 : 30}`, building: B, limit: '2000' })).items as Line[]).filter(
    (l) => l.voucher_type === 'bill',
  );
const billOf = (bills: Bill[], room: string) => bills.find((b) => b.room_id === room)!;
const sum = (lines: Line[], pick: (l: Line) => number) => lines.reduce((s, l) => s + pick(l), 0);

describe('a repair caused by the tenant, charged on the room’s next bill', () => {
  // Both buildings' lets and readings first: a run closes the dates before its month for everyone.
  const many = [...Array.from({ length: 8 }, (_, i) => `${101 + i}`), '201', '202', '203', '204'];
  beforeAll(async () => {
    for (const r of ['101', '102']) await checkIn(r);
    await checkIn('103', B, `${M}-15`); // let mid-October
    await readings('2026-09', 'E', [
      ['101', 1_000],
      ['102', 1_000],
      ['103', 1_000],
    ]);
    await readings(M, 'E', [
      ['101', 1_050],
      ['102', 1_020],
      ['103', 1_010],
    ]);
    await readings(N, 'E', [
      ['101', 1_100],
      ['102', 1_040],
      ['103', 1_020],
    ]);
    for (const r of many) await checkIn(r, 'TT');
    await readings(
      '2026-09',
      'E',
      many.map((r) => [r, 1_000]),
      'TT',
    );
    await readings(
      M,
      'E',
      many.map((r) => [r, 1_010]),
      'TT',
    );
  });

  it('refuses a bad charge with its field (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tenant_caused: true }, 'charge_amount'],
      [{ tenant_caused: true, charge_amount: 0 }, 'charge_amount'],
      [{ tenant_caused: true, charge_amount: -5_000 }, 'charge_amount'],
      [{ tenant_caused: true, charge_amount: 100_000_001 }, 'charge_amount'],
      [{ tenant_caused: true, charge_amount: 10_000.5 }, 'charge_amount'],
      [{ charge_amount: 200_000 }, 'charge_amount'],
      [{ tenant_caused: true, charge_amount: 200_000, room_id: undefined, common_area: 'Sân chung' }, 'tenant_caused'],
      [{ tenant_caused: 'yes', charge_amount: 200_000 }, 'tenant_caused'],
    ];
    for (const [extra, field] of cases) {
      const r = await post(REQ, { ...base, ...extra });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        JSON.stringify(extra),
      ).toContain(field);
    }
  });

  it('bills many rooms with many charges in transactions under DynamoDB’s 100 items; a room takes 5 a month, the rest wait', async () => {
    const T = 'TT';
    const rooms = many;
    const made: Req[] = [];
    for (const r of rooms)
      for (let k = 1; k <= (r === '101' ? 6 : 5); k++)
        made.push(
          ok(
            await post(REQ, {
              ...base,
              building: T,
              room_id: r,
              description: `Hỏng ${k}`,
              reported_on: `${M}-0${k}`,
              tenant_caused: true,
              charge_amount: k * 10_000,
            }),
            201,
          ),
        );

    const bills = ok(await post('/api/payments', { building: T, month: M })).bills as Bill[];
    expect(bills).toHaveLength(12);
    for (const b of bills) {
      expect(
        b.lines.filter((l) => l.kind === 'repair').map((l) => l.amount),
        b.room_id,
      ).toEqual([10_000, 20_000, 30_000, 40_000, 50_000]);
      expect(b.total).toBe(b.lines.reduce((s, l) => s + l.amount, 0));
    }
    const posted = (ok(await get('/api/journal', { from: `${M}-01`, to: `${M}-31`, building: T, limit: '2000' })).items as Line[]).filter(
      (l) => l.voucher_type === 'bill',
    );
    expect(
      sum(
        posted.filter((l) => l.account === '7111'),
        (l) => l.credit,
      ),
    ).toBe(12 * 150_000);
    expect(sum(posted, (l) => l.debit)).toBe(sum(posted, (l) => l.credit));
    // The sixth charge of room 101 waits for its next bill.
    const all = ok(await get(REQ, { building: T, from: `${M}-01`, to: `${M}-31` })).items as (Req & { room_id: string; description: string })[];
    expect(all.filter((r) => !r.charged_bill_id).map((r) => [r.room_id, r.description])).toEqual([['101', 'Hỏng 6']]);
    expect(all.filter((r) => r.charged_bill_id)).toHaveLength(60);
    expect(made).toHaveLength(61);
  });

  it('puts the charge on the next bill as its own line (Cr 7111), once, even when the run is run again', async () => {
    const glass = await newRequest({ tenant_caused: true, charge_amount: 350_000 });
    expect(glass).toMatchObject({ tenant_caused: true, charge_amount: 350_000 });
    expect(glass.charged_bill_id).toBeUndefined();
    // Marked then unmarked: nothing to charge.
    const unmarked = await newRequest({ room_id: '102', description: 'Hỏng khoá', tenant_caused: true, charge_amount: 120_000 });
    const plain = ok(await editRequest(unmarked, { room_id: '102', description: 'Hỏng khoá', tenant_caused: false }));
    expect(plain.tenant_caused).toBeUndefined();
    // Moved from room 101 to 102 with a new amount: charged there, at the new amount.
    const moved = await newRequest({ description: 'Gãy tay nắm', tenant_caused: true, charge_amount: 80_000 });
    ok(await editRequest(moved, { room_id: '102', description: 'Gãy tay nắm', tenant_caused: true, charge_amount: 90_000 }));
    // Reported before room 103's tenant moved in: not this tenant's to pay, on no bill of theirs.
    const before = await newRequest({ room_id: '103', description: 'Tường ố', reported_on: `${M}-05`, tenant_caused: true, charge_amount: 70_000 });
    // Reported after October: it waits for November's bill.
    const later = await newRequest({ description: 'Vỡ bồn rửa', reported_on: `${N}-05`, tenant_caused: true, charge_amount: 500_000 });

    const preview = ok(await post('/api/payments', { building: B, month: M, preview: true }));
    expect(billOf(preview.pending, '101').lines.filter((l: BillLine) => l.kind === 'repair')).toEqual([
      { kind: 'repair', label: 'Sửa chữa do khách: Vỡ kính cửa sổ', quantity: null, unit_price: null, amount: 350_000, repair_ref: `ordinary:${glass.id}` },
    ]);

    const [a, b] = await Promise.all([post('/api/payments', { building: B, month: M }), post('/api/payments', { building: B, month: M })]);
    const bills = ok(a).bills as Bill[];
    expect(ok(b).bills).toEqual(bills);
    const b101 = billOf(bills, '101');
    const b102 = billOf(bills, '102');
    expect(b101.lines.filter((l) => l.kind === 'repair').map((l) => [l.label, l.amount])).toEqual([['Sửa chữa do khách: Vỡ kính cửa sổ', 350_000]]);
    expect(b102.lines.filter((l) => l.kind === 'repair').map((l) => [l.label, l.amount])).toEqual([['Sửa chữa do khách: Gãy tay nắm', 90_000]]);
    expect(b101.total).toBe(b101.lines.reduce((s, l) => s + l.amount, 0));

    // The bill's entry carries the charge: Dr 1311 the stay for the whole bill, Cr 7111 for the repair.
    const posted = await billLines(M);
    const of101 = posted.filter((l) => l.voucher_no === b101.bill_no);
    expect(of101.filter((l) => l.account === '1311').map((l) => [l.object, l.debit])).toEqual([[`stay:GB-101:${stayIds.get('GB-101')}`, b101.total]]);
    expect(of101.filter((l) => l.account === '7111').map((l) => l.credit)).toEqual([350_000]);
    expect(
      sum(
        of101.filter((l) => l.account === '5111'),
        (l) => l.credit,
      ),
    ).toBe(b101.total - 350_000);
    expect(sum(posted, (l) => l.debit)).toBe(sum(posted, (l) => l.credit));
    expect(
      sum(
        posted.filter((l) => l.account === '7111'),
        (l) => l.credit,
      ),
    ).toBe(440_000);
    expect(ok(await get('/api/journal/tb', { from: `${M}-01`, to: `${M}-31` })).balanced).toBe(true);

    // Each request names the bill that took it; the unmarked and the later one are not charged.
    expect(await requestOf(glass.id)).toMatchObject({
      charged_bill_id: b101.id,
      charged_bill_no: 'BT-GB2610-101',
      charged_month: M,
      version: glass.version + 1,
    });
    expect(await requestOf(moved.id)).toMatchObject({ charged_bill_no: 'BT-GB2610-102', charge_amount: 90_000 });
    expect((await requestOf(unmarked.id)).charged_bill_id).toBeUndefined();
    expect((await requestOf(later.id)).charged_bill_id).toBeUndefined();
    expect(billOf(bills, '103').lines.filter((l) => l.kind === 'repair')).toEqual([]);
    expect((await requestOf(before.id)).charged_bill_id).toBeUndefined();

    // A retry and a second run add nothing.
    const again = ok(await post('/api/payments', { building: B, month: M }));
    expect(again.bills).toEqual(bills);
    expect(await billLines(M)).toHaveLength(posted.length);

    // A charge on a bill keeps its amount, room and mark; its other fields still change.
    const billed = await requestOf(glass.id);
    const refused = await editRequest(billed, { tenant_caused: true, charge_amount: 400_000 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'state', field: 'charge_amount' });
    expect((await editRequest(billed, { tenant_caused: false })).status).toBe(409);
    const described = ok(
      await editRequest(billed, { description: 'Vỡ kính cửa sổ phòng ngủ', tenant_caused: true, charge_amount: 350_000, status: 'timesheet_done' }),
    );
    expect(described).toMatchObject({ charged_bill_id: b101.id, status: 'timesheet_done' });

    // Editing the bill keeps the repair line as it is (and on 7111).
    const rest = b101.lines
      .filter((l) => l.kind !== 'repair')
      .map((l) => ({ kind: l.kind, label: l.label, amount: l.kind === 'rent' ? l.amount - 100_000 : l.amount }));
    const edited = ok(
      await post('/api/payments/update-payment', { building: B, month: M, room_id: '101', version: b101.version, reason: 'Giảm tiền phòng', lines: rest }),
    );
    expect(edited.lines.filter((l: BillLine) => l.kind === 'repair')).toEqual(b101.lines.filter((l) => l.kind === 'repair'));
    expect(edited.total).toBe(b101.total - 100_000);
    const repost = await billLines(M);
    expect(
      sum(
        repost.filter((l) => l.account === '7111'),
        (l) => l.credit - l.debit,
      ),
    ).toBe(440_000);
    const sneaky = await post('/api/payments/update-payment', {
      building: B,
      month: M,
      room_id: '101',
      version: edited.version,
      reason: 'x',
      lines: [{ kind: 'repair', label: 'Sửa', amount: 1 }],
    });
    expect(sneaky.status).toBe(400);

    // November's run takes November's charge only: October's is not charged twice.
    const nov = ok(await post('/api/payments', { building: B, month: N })).bills as Bill[];
    expect(
      billOf(nov, '101')
        .lines.filter((l) => l.kind === 'repair')
        .map((l) => [l.label, l.amount]),
    ).toEqual([['Sửa chữa do khách: Vỡ bồn rửa', 500_000]]);
    expect(billOf(nov, '102').lines.filter((l) => l.kind === 'repair')).toEqual([]);
    expect(billOf(nov, '103').lines.filter((l) => l.kind === 'repair')).toEqual([]);
    expect((await requestOf(before.id)).charged_bill_id).toBeUndefined();
    expect(await requestOf(later.id)).toMatchObject({ charged_bill_no: 'BT-GB2611-101', charged_month: N });
    expect(
      sum(
        (await billLines(N)).filter((l) => l.account === '7111'),
        (l) => l.credit,
      ),
    ).toBe(500_000);
    expect(ok(await get('/api/journal/tb', { from: `${M}-01`, to: `${N}-30` })).balanced).toBe(true);
  });
});
