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
