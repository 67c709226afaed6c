import * as api from '../../shared/api/receipts/reports';
import { addDays, addMonths, vnToday, VOUCHER_DAYS_AHEAD } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { BadRequest } from '../platform/errors';
import { getRoom } from '../kernel/model/room';
import { eachRoom, newestReceiptOfRoom, roomIdsPage } from './model/receipt-pages';

/** How far back "last paid" looks: the twelve months up to this one. */
const MONTHS_BACK = 11;

/**
 * Each room's newest rent (or collected) receipt, for the receipt form's "last paid", a page of the
 * building's rooms at a time (issue 23 §13: a read costs the same at ten times the rooms): the page's
 * rooms (one Query with Limit, ids only), then each room's newest live receipt from the first day of
 * the month eleven months ago to the last day a voucher may carry, read from the room's own timeline
 * newest first (one small Query per room, the page's rooms in parallel) — never the building's months
 * of receipts. Rows in the rooms' key order; a screen of every room sorts them. With `room_id`, that
 * room only (404 if it is not a room of the building), one row and no cursor (a cursor with it is a 400).
 */
export const receiptNewest = operation(api.receiptNewest, async ({ query }) => {
  const { building } = query;
  const today = vnToday();
  const from = `${addMonths(today.slice(0, 7), -MONTHS_BACK)}-01`;
  const to = addDays(today, VOUCHER_DAYS_AHEAD);
  if (query.room_id) {
    // One room is one row: there is no next page, so no cursor belongs to this answer.
    if (query.cursor) throw new BadRequest('Con trỏ phân trang không hợp lệ', [{ path: 'cursor', message: 'Một phòng không có trang sau' }]);
    const [room, newest] = await Promise.all([getRoom(building, query.room_id, false), newestReceiptOfRoom(building, query.room_id, from, to)]);
    return { items: [{ room_id: room.room_id, newest }] };
  }
  const rooms = await roomIdsPage(building, query);
  const newest = await eachRoom(rooms.items, (room) => newestReceiptOfRoom(building, room, from, to));
  return { items: rooms.items.map((room_id, i) => ({ room_id, newest: newest[i]! })), ...(rooms.cursor ? { cursor: rooms.cursor } : {}) };
});
