import {
  allows,
  INTERNET_ACTIONS,
  INTERNET_STATUS_TEXT,
  type InternetAction,
  type InternetHistoryLine,
  type InternetService,
} from '../../../shared/api/internet';
import { addDays, lastDayOf } from '../../../shared/dates';
import { BadRequest, Conflict } from '../../platform/errors';

/**
 * The internet service's rules, pure (unit-tested in tests/unit/internet-rules.test.ts): which change
 * a status allows, what the service looks like after it, and what a room is billed for a month.
 */

const ACTION_WORDS: Record<InternetAction, string> = { activate: 'mở lại', cut: 'cắt', cancel: 'huỷ', change_room: 'chuyển phòng' };

export interface ChangeInput {
  date: string;
  /** change_room: the room it moves to. */
  room_id?: string;
  /** activate: a new monthly price from the date. */
  monthly_price?: number;
  reason?: string;
}

export interface PlannedChange {
  status: InternetService['status'];
  room_id: string;
  monthly_price: number;
  line: InternetHistoryLine;
}

/**
 * A change of a service as read: refused with 409 `state` (field `id`) when its status does not allow
 * it, 400 on `date` when it is dated before the service's newest change (history stays in date
 * order), 400 on `room_id` when a move names the room it is already in.
 */
export function planChange(
  s: Pick<InternetService, 'building' | 'room_id' | 'status' | 'status_date' | 'monthly_price'>,
  action: InternetAction,
  input: ChangeInput,
  at: string,
  by: string,
): PlannedChange {
  const label = `${s.room_id} (${s.building})`;
  if (!allows(action, s.status))
    throw new Conflict(`Internet phòng ${label} ${INTERNET_STATUS_TEXT[s.status].toLowerCase()}, không thể ${ACTION_WORDS[action]}`, 'id', 'state');
  if (input.date < s.status_date) {
    const d = `${s.status_date.slice(8, 10)}-${s.status_date.slice(5, 7)}-${s.status_date.slice(0, 4)}`;
    throw new BadRequest(`Ngày phải từ ${d} (ngày thay đổi gần nhất) trở đi`, [{ path: 'date', message: `Ngày phải từ ${d} (ngày thay đổi gần nhất) trở đi` }]);
  }
  if (action === 'change_room' && input.room_id === s.room_id)
    throw new BadRequest('Phòng mới trùng phòng hiện tại', [{ path: 'room_id', message: 'Phòng mới trùng phòng hiện tại' }]);
  const rule = INTERNET_ACTIONS[action];
  const status = rule.to ?? s.status;
  const room_id = (action === 'change_room' && input.room_id) || s.room_id;
  const monthly_price = input.monthly_price ?? s.monthly_price;
  const line: InternetHistoryLine = {
    date: input.date,
    event: rule.event,
    status,
    room_id,
    monthly_price,
    ...(input.reason ? { reason: input.reason } : {}),
    at,
    by,
  };
  return { status, room_id, monthly_price, line };
}

/** What one service bills for a month: the room it was last active in, at the price of that day. */
export interface MonthCharge {
  room_id: string;
  monthly_price: number;
  /** The last day of the month it was active. */
  last_active: string;
}

/**
 * THE billing rule. Each history line holds from its date (that day included) until the next line's
 * date (excluded); same-day lines leave only the last in force that day. A service is billed for month
 * M when it was active on at least one day of M, the whole monthly price (no pro-rating), once, to
 * the room it was active in on its last active day of M, at the price in force that day. So a service
 * cut or cancelled on or before the 1st of M (and not activated again in M) is not billed for M, one
 * registered or activated on any day of M is, and a move in the month bills the new room only.
 */
export function chargeOf(
  history: readonly Pick<InternetHistoryLine, 'date' | 'status' | 'room_id' | 'monthly_price'>[],
  month: string,
): MonthCharge | undefined {
  const first = `${month}-01`;
  const next = addDays(lastDayOf(month), 1);
  let found: MonthCharge | undefined;
  history.forEach((h, i) => {
    const end = history[i + 1]?.date;
    if (h.status !== 'active' || (end !== undefined && end <= h.date)) return;
    const lo = h.date > first ? h.date : first;
    const hi = end === undefined || end > next ? next : end;
    if (lo < hi) found = { room_id: h.room_id, monthly_price: h.monthly_price, last_active: addDays(hi, -1) };
  });
  return found;
}

export interface RoomCharge extends MonthCharge {
  service_id: string;
  provider: string;
  account: string;
}

/**
 * What each room of a building is billed for internet in a month, from its services: at most one
 * price per room, that of the service active in it latest in the month (a room whose service was
 * cancelled and replaced in the same month pays once, for the newer one).
 */
export function roomCharges(services: readonly Pick<InternetService, 'id' | 'provider' | 'account' | 'history'>[], month: string): Map<string, RoomCharge> {
  const out = new Map<string, RoomCharge>();
  for (const s of services) {
    const c = chargeOf(s.history, month);
    if (!c) continue;
    const held = out.get(c.room_id);
    if (held && (held.last_active > c.last_active || (held.last_active === c.last_active && held.service_id > s.id))) continue;
    out.set(c.room_id, { ...c, service_id: s.id, provider: s.provider, account: s.account });
  }
  return out;
}
