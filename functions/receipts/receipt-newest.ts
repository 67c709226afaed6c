import * as api from '../../shared/api/receipts/reports';
import { addDays, addMonths, vnToday, VOUCHER_DAYS_AHEAD } from '../../shared/dates';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { compareNumbered } from '../../shared/text/collate';
import { operation } from '../platform/http/handler';
import { receiptHeadsBetween } from './receipt-reads';
import { newestByRoom } from './receipt-report-rules';
import { getRoom, roomsOf } from '../kernel/model/room';

/** How far back "last paid" looks: the twelve months up to this one (one Query per month). */
const MONTHS_BACK = 11;

/**
 * Each room's newest rent (or collected) receipt of a building, for the receipt form's "last paid":
 * the building's rooms (one Query) and its receipts' heads from last month to the last day a voucher
 * may carry (one Query per month, in parallel). Most rooms paid lately, so only the rooms still
 * without one are looked for further back, to the first day of the month eleven months ago (one
 * Query per month, filtered to those rooms). Removed receipts are skipped.
 */
export const receiptNewest = operation(api.receiptNewest, async ({ query }) => {
  const building = query.building as BuildingCode;
  const today = vnToday();
  const from = `${addMonths(today.slice(0, 7), -MONTHS_BACK)}-01`;
  const recent = `${addMonths(today.slice(0, 7), -1)}-01`;
  const to = addDays(today, VOUCHER_DAYS_AHEAD);
  const only = query.room_id ? [query.room_id] : undefined;
  const [rooms, lately] = await Promise.all([
    query.room_id ? getRoom(building, query.room_id, false).then((r) => [r]) : roomsOf(building),
    receiptHeadsBetween(building, recent, to, only),
  ]);
  const newest = newestByRoom(lately);
  const missing = rooms.map((r) => r.room_id).filter((r) => !newest.has(r));
  if (missing.length) for (const [room, r] of newestByRoom(await receiptHeadsBetween(building, from, addDays(recent, -1), missing))) newest.set(room, r);
  const items = rooms
    .map((room) => room.room_id)
    .sort(compareNumbered)
    .map((room_id) => {
      const r = newest.get(room_id);
      return {
        room_id,
        newest: r ? { id: r.id, receipt_no: r.receipt_no, kind: r.kind, date: r.date, wallet: r.wallet, amount: r.amount } : null,
      };
    });
  return { items };
});
