import { describe, expect, it } from 'vitest';
import { allows, INTERNET_ACTIONS, INTERNET_STATUSES, type InternetAction, type InternetHistoryLine, type InternetStatus } from '../../shared/api/internet';
import { chargeOf, planChange, roomCharges } from '../../functions/internet/rules/internet-rules';
import { BadRequest, Conflict } from '../../functions/platform/errors';

const AT = '2026-11-22T03:00:00.000Z';
const svc = (status: InternetStatus, over: Partial<{ room_id: string; status_date: string; monthly_price: number }> = {}) => ({
  building: 'BN' as const,
  room_id: '101',
  status,
  status_date: '2026-10-01',
  monthly_price: 200_000,
  ...over,
});

describe('the internet status machine', () => {
  it('allows active → cut → active, any running → cancelled, and nothing after cancelled', () => {
    const table = Object.fromEntries(INTERNET_STATUSES.map((s) => [s, (Object.keys(INTERNET_ACTIONS) as InternetAction[]).filter((a) => allows(a, s))]));
    expect(table).toEqual({
      active: ['cut', 'change_room', 'cancel'],
      cut: ['activate', 'change_room', 'cancel'],
      cancelled: [],
    });
  });

  it('plans each change: the new status, room and price, and the dated history line', () => {
    expect(planChange(svc('active'), 'cut', { date: '2026-10-05', reason: 'Chưa đóng tiền' }, AT, 'ketoan')).toEqual({
      status: 'cut',
      room_id: '101',
      monthly_price: 200_000,
      line: { date: '2026-10-05', event: 'cut', status: 'cut', room_id: '101', monthly_price: 200_000, reason: 'Chưa đóng tiền', at: AT, by: 'ketoan' },
    });
    expect(planChange(svc('cut'), 'activate', { date: '2026-10-05', monthly_price: 250_000 }, AT, 'ketoan')).toMatchObject({
      status: 'active',
      monthly_price: 250_000,
      line: { event: 'activated' },
    });
    expect(planChange(svc('cut'), 'cancel', { date: '2026-10-01' }, AT, 'ketoan')).toMatchObject({
      status: 'cancelled',
      line: { event: 'cancelled', date: '2026-10-01' },
    });
    // A move keeps the status (a cut service moves cut).
    expect(planChange(svc('cut'), 'change_room', { date: '2026-10-09', room_id: '202' }, AT, 'ketoan')).toMatchObject({
      status: 'cut',
      room_id: '202',
      line: { event: 'room_changed', room_id: '202', status: 'cut' },
    });
    // Only a move changes the room, only an activation the price.
    expect(planChange(svc('active'), 'cut', { date: '2026-10-09', room_id: '202', monthly_price: 1 }, AT, 'ketoan')).toMatchObject({ room_id: '101' });
  });

  it('refuses a change the status does not allow with 409 state on id, in Vietnamese', () => {
    const refused = (status: InternetStatus, action: InternetAction) => {
      try {
        planChange(svc(status), action, { date: '2026-10-05', room_id: '202' }, AT, 'ketoan');
      } catch (e) {
        return e;
      }
      return undefined;
    };
    for (const [status, action] of [
      ['active', 'activate'],
      ['cut', 'cut'],
      ['cancelled', 'activate'],
      ['cancelled', 'cut'],
      ['cancelled', 'cancel'],
      ['cancelled', 'change_room'],
    ] as const) {
      const e = refused(status, action);
      expect(e, `${status} ${action}`).toBeInstanceOf(Conflict);
      expect(e).toMatchObject({ status: 409, code: 'state', field: 'id' });
    }
    expect((refused('cancelled', 'activate') as Error).message).toBe('Internet phòng 101 (BN) đã huỷ, không thể mở lại');
  });

  it('keeps the history in date order and refuses a move to the same room (400 with the field)', () => {
    expect(() => planChange(svc('active'), 'cut', { date: '2026-09-30' }, AT, 'ketoan')).toThrow(BadRequest);
    expect(() => planChange(svc('active'), 'cut', { date: '2026-09-30' }, AT, 'ketoan')).toThrow('Ngày phải từ 01-10-2026 (ngày thay đổi gần nhất) trở đi');
    expect(planChange(svc('active'), 'cut', { date: '2026-10-01' }, AT, 'ketoan').status).toBe('cut');
    try {
      planChange(svc('active'), 'change_room', { date: '2026-10-02', room_id: '101' }, AT, 'ketoan');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ status: 400, field: 'room_id' });
    }
  });
});

type Line = Pick<InternetHistoryLine, 'date' | 'status' | 'room_id' | 'monthly_price'>;
const line = (date: string, status: InternetStatus, room_id = '101', monthly_price = 200_000): Line => ({ date, status, room_id, monthly_price });

describe('chargeOf: what a service bills for a month', () => {
  it('bills the whole monthly price when the service was active on any day of the month, no pro-rating', () => {
    const h = [line('2026-10-31', 'active')];
    expect(chargeOf(h, '2026-09')).toBeUndefined();
    expect(chargeOf(h, '2026-10')).toEqual({ room_id: '101', monthly_price: 200_000, last_active: '2026-10-31' });
    expect(chargeOf(h, '2027-05')).toMatchObject({ monthly_price: 200_000, last_active: '2027-05-31' });
  });

  it('does not bill a service cut or cancelled on or before the 1st, and bills one cut on the 2nd', () => {
    expect(chargeOf([line('2026-08-01', 'active'), line('2026-10-01', 'cut')], '2026-10')).toBeUndefined();
    expect(chargeOf([line('2026-08-01', 'active'), line('2026-09-20', 'cancelled')], '2026-10')).toBeUndefined();
    expect(chargeOf([line('2026-08-01', 'active'), line('2026-10-02', 'cut')], '2026-10')).toMatchObject({ last_active: '2026-10-01' });
    // Cut all month, activated on the last day.
    expect(chargeOf([line('2026-08-01', 'active'), line('2026-09-15', 'cut'), line('2026-10-31', 'active', '101', 150_000)], '2026-10')).toMatchObject({
      monthly_price: 150_000,
    });
  });

  it('bills the room and price of the last active day, and ignores same-day lines overruled that day', () => {
    const moved = [line('2026-08-01', 'active', '101', 200_000), line('2026-10-16', 'active', '202', 200_000)];
    expect(chargeOf(moved, '2026-10')).toMatchObject({ room_id: '202', last_active: '2026-10-31' });
    expect(chargeOf(moved, '2026-09')).toMatchObject({ room_id: '101', last_active: '2026-09-30' });
    // Registered and cancelled the same day (an entry error): never active.
    expect(chargeOf([line('2026-10-10', 'active'), line('2026-10-10', 'cancelled')], '2026-10')).toBeUndefined();
    // Cut then activated again on the same day: active that day.
    expect(
      chargeOf([line('2026-08-01', 'active'), line('2026-09-30', 'cut'), line('2026-10-05', 'cut'), line('2026-10-05', 'active', '101', 210_000)], '2026-10'),
    ).toMatchObject({ monthly_price: 210_000 });
    // Moved while cut, then cut for good: billed to the room it was active in.
    expect(chargeOf([line('2026-08-01', 'active'), line('2026-10-10', 'cut'), line('2026-10-12', 'cut', '303')], '2026-10')).toMatchObject({
      room_id: '101',
      last_active: '2026-10-09',
    });
  });

  it('handles February and the year end', () => {
    expect(chargeOf([line('2026-01-01', 'active'), line('2026-03-01', 'cut')], '2026-02')).toMatchObject({ last_active: '2026-02-28' });
    expect(chargeOf([line('2026-12-31', 'active'), line('2027-01-01', 'cancelled')], '2026-12')).toMatchObject({ last_active: '2026-12-31' });
    expect(chargeOf([line('2026-12-31', 'active'), line('2027-01-01', 'cancelled')], '2027-01')).toBeUndefined();
  });
});

describe('roomCharges: one internet price per room and month', () => {
  const s = (id: string, history: Line[]) => ({
    id,
    provider: 'VNPT',
    account: `acc-${id}`,
    history: history.map((h) => ({ ...h, event: 'registered' as const, at: AT, by: 'ketoan' })),
  });

  it('bills a room whose service was replaced in the month once, for the newer service', () => {
    const charges = roomCharges(
      [
        s('01A', [line('2026-08-01', 'active', '101', 200_000), line('2026-10-10', 'cancelled')]),
        s('01B', [line('2026-10-12', 'active', '101', 250_000)]),
        s('01C', [line('2026-09-01', 'active', '102', 180_000), line('2026-10-20', 'active', '103', 180_000)]),
      ],
      '2026-10',
    );
    expect([...charges.keys()].sort()).toEqual(['101', '103']);
    expect(charges.get('101')).toMatchObject({ service_id: '01B', monthly_price: 250_000, account: 'acc-01B' });
    expect(charges.get('103')).toMatchObject({ service_id: '01C', monthly_price: 180_000 });
  });
});
