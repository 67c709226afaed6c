import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoMonth, pageOf, pageQuery } from '../common';
import { CHARGE_KINDS, STAY_DEBT_STATUSES } from '../../catalog/receivables';

/**
 * Who owes what (business rules §9): the unpaid rent report and the debt summary list one row per
 * STAY (lượt thuê), a departed tenant who still owes on a row of their own, never on the next tenant's.
 * A row of old data whose 1311 is still on the room (`room:<building>-<room>`, not yet moved onto its
 * stays by the migration) shows as a room without a stay.
 */

/** What a room row of old data says (its balance was kept per room, before receivables were kept per stay). */
export const LEGACY_ROOM_NOTE = 'Công nợ phòng trước khi tách theo lượt thuê';

/** The debtor of a row: a stay with its tenant, or (old data) a room. */
const debtor = {
  room_id: z.string(),
  stay_id: z.string().nullable().describe('the stay (lượt thuê); null: a room object of old data, not migrated yet'),
  object: z.string().describe('the 1311 object: stay:<building>-<room>:<stay> (room:<building>-<room> for old data)'),
  contract_no: z.string().optional(),
  customer_name: z.string().optional().describe("the stay's first occupant"),
  phone: z.string().optional(),
  start_date: z.string().optional(),
  leave_date: z.string().optional().describe('set when the tenant left on or before the end of the month'),
  status: z
    .enum(STAY_DEBT_STATUSES)
    .nullable()
    .describe('at the end of the month: active, or checked_out (Khách đã trả phòng còn nợ / trả trước); null for a room row'),
  note: z.string().optional().describe(`"${LEGACY_ROOM_NOTE}" on a room row`),
};

/** One open item a stay still owes at the end of the month. */
export const unpaidItem = z.object({
  id: z.string().describe("the charging voucher's id (bill, check-out, note)"),
  kind: z.enum(CHARGE_KINDS),
  month: z.string(),
  date: z.string(),
  bill_no: z.string().describe('BT-… for a monthly bill, the contract for a final bill, DC… for a note'),
  total: z.number().int(),
  owed: z.number().int(),
});

/** One stay (or, for old data, one room) that still owes at the end of a month. */
export const unpaidStay = z.object({
  ...debtor,
  unpaid: z.number().int().describe("the stay's 1311 at the end of the month (> 0): Σ owed of its items"),
  months: z.array(unpaidItem).describe('its open items, oldest first (empty on a room row)'),
  oldest_month: z.string().nullable(),
  age_days: z.number().int().describe('days from the oldest open item’s date to the end of the month (or today)'),
  aging: z
    .object({ d0_30: z.number().int(), d31_60: z.number().int(), d61_90: z.number().int(), over_90: z.number().int() })
    .describe('what it owes by the age of each open item at that same date (shared/ledger/aging.ts); the four add up to `unpaid`'),
});
export type UnpaidStay = z.infer<typeof unpaidStay>;

/**
 * A page at a time (issue 23 §13): a page of the building's stay accounts in their key order, the
 * rooms of old data still owing on the room object first on the first page only. The screen reads
 * every page, sorts the whole list and sums the total.
 */
export const searchDebts = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/debt/search',
  summary:
    'Báo cáo tiền phòng chưa thu: mỗi lượt thuê còn nợ cuối tháng (kể cả khách đã trả phòng còn nợ) với tên khách, hợp đồng, các khoản còn nợ và tuổi nợ, từng trang',
  query: z.strictObject({ building: buildingCode, month: isoMonth, ...pageQuery }),
  response: pageOf(unpaidStay),
});

/** The two sides of a balance, for people: Dư Nợ (owes) or Dư Có (paid ahead), one of them 0. */
const sides = {
  opening_debit: z.number().int().describe('Dư Nợ đầu kỳ: the opening when positive, else 0'),
  opening_credit: z.number().int().describe('Dư Có đầu kỳ: − the opening when negative, else 0'),
  closing_debit: z.number().int().describe('Dư Nợ cuối kỳ'),
  closing_credit: z.number().int().describe('Dư Có cuối kỳ'),
};
const movements = {
  opening: z.number().int().describe('1311 at the start of the month (debit − credit)'),
  increase: z.number().int().describe('debits of the month (bills, final bills, debit notes)'),
  decrease: z.number().int().describe('credits of the month (receipts, bank lines, credit notes, deposit applied)'),
  closing: z.number().int(),
};

/** Receivable 1311 of one stay (or room of old data) in one month (business rules §7 debt summary). */
export const debtSummaryRow = z.object({ ...debtor, ...movements, ...sides });
export type DebtSummaryRow = z.infer<typeof debtSummaryRow>;

/** Σ of the rows; Dư Nợ = Σ stays owing, Dư Có = Σ stays paid ahead (each row on one side). */
export const debtSummaryTotals = z.object({ ...movements, ...sides });
export type DebtSummaryTotals = z.infer<typeof debtSummaryTotals>;

/**
 * A page at a time (issue 23 §13): a page of the building's stay accounts that may have held a
 * balance in the month (open now, then settled since its first day), in their key order, the rooms of
 * old data first on the first page only. The screen reads every page, sorts the whole list by room
 * then stay and sums the totals (shared/ledger/debt-totals.ts).
 */
export const debtSummary = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/debt',
  summary:
    'Bảng tổng hợp công nợ (1311) theo lượt thuê của một toà trong tháng: số dư đầu, phát sinh tăng, giảm, số dư cuối, Dư Nợ / Dư Có, tên khách, từng trang',
  query: z.strictObject({ building: buildingCode, month: isoMonth, ...pageQuery }),
  response: pageOf(debtSummaryRow),
});
