import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoMonth } from './common';

/** One room that still owes rent at the end of a month. */
export const unpaidRoom = z.object({
  room_id: z.string(),
  object: z.string().describe('room:<building>-<room>'),
  unpaid: z.number().int().describe("the room's 1311 closing at the end of the month (its object rollup)"),
  months: z.array(z.object({ month: z.string(), bill_no: z.string(), owed: z.number().int() })).describe('open bills up to the month, after the room credit, oldest first'),
  oldest_month: z.string().nullable(),
  age_days: z.number().int().describe('days from the oldest owed bill to the end of the month (or today)'),
});

export const searchDebts = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/debt/search',
  summary: 'Báo cáo tiền phòng chưa thu: số dư 1311 cuối tháng của từng phòng còn nợ, các tháng còn nợ và tuổi nợ',
  query: z.strictObject({ building: buildingCode, month: isoMonth }),
  response: z.object({ rooms: z.array(unpaidRoom), total: z.number().int() }),
});

/** Receivable 1311 of one room in one month (business rules §7 debt summary). */
export const debtSummaryRow = z.object({
  room_id: z.string(),
  object: z.string().describe('room:<building>-<room>'),
  customer_name: z.string().optional().describe('who stays in the room now (names joined), absent for an empty room'),
  opening: z.number().int().describe('1311 balance at the start of the month'),
  increase: z.number().int().describe('debits of the month (bills, debit notes)'),
  decrease: z.number().int().describe('credits of the month (receipts, credit notes, deposits applied)'),
  closing: z.number().int(),
});
export type DebtSummaryRow = z.infer<typeof debtSummaryRow>;

export const debtSummary = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/debt',
  summary: 'Bảng tổng hợp công nợ (1311) theo phòng của một toà trong tháng: số dư đầu, phát sinh tăng, giảm, số dư cuối, khách đang ở',
  query: z.strictObject({ building: buildingCode, month: isoMonth }),
  response: z.object({ rows: z.array(debtSummaryRow), totals: debtSummaryRow.pick({ opening: true, increase: true, decrease: true, closing: true }) }),
});
