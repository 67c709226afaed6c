import * as api from '../../shared/api/receipts/reports';
import { lastDayOf } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { billsOfRooms, eachRoom, roomIdsPage, roomReceiptAmounts } from './model/receipt-pages';
import { receiptDifferences, roomsToRead } from './receipt-report-rules';

/**
 * Rooms whose money for a month does not match their bill: each bill of the month not fully paid
 * (total, paid, owed), and each room that paid in the month without a bill of it. A page of the
 * building's rooms at a time (issue 23 §13), so every room — billed or not — is in exactly one page:
 * the page's rooms (one Query with Limit, ids only), their bills of the month by key (one BatchGet),
 * then the live receipts dated in the month of the rooms that can be a row (`roomsToRead`: no bill, or
 * a bill not exactly paid), each from its own timeline (one Query per room, in parallel) — never the
 * building's whole month of bills or receipts, nor the receipts of a room whose bill is settled. A
 * page answers the rows of its rooms that differ (it may hold fewer than `limit`, or none, and still
 * have a cursor); the total of the whole list is the sum of `difference` over every page, which the
 * reader makes.
 */
export const differenceReceipt = operation(api.differenceReceipt, async ({ query }) => {
  const { building, month } = query;
  const rooms = await roomIdsPage(building, query);
  const bills = await billsOfRooms(building, month, rooms.items);
  const receipts = await eachRoom(roomsToRead(rooms.items, bills), (room) => roomReceiptAmounts(building, room, `${month}-01`, lastDayOf(month)));
  return { month, items: receiptDifferences(rooms.items, bills, receipts.flat()), ...(rooms.cursor ? { cursor: rooms.cursor } : {}) };
});
