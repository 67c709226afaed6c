import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate } from './common';
import { customer } from './customers';

/**
 * The header search (issue 24): one query box that finds a room by its code, customers by any 4+
 * digits of their phone or by name typed without diacritics, and a voucher or contract by its number.
 * Answered from keys and the search index kept on write (docs/table-design.md "Search index"), never a Scan.
 */

/** Results per group: the box shows a few of each kind, the screens list the rest. */
export const SEARCH_GROUP_LIMIT = 10;

export const searchRoom = z.object({ building: buildingCode, room_id: z.string(), status: z.number().int() });
export type SearchRoom = z.infer<typeof searchRoom>;

/** A customer found: the customer record's own fields, less the documents (ID number, birth date, home town). */
export const searchCustomer = customer.pick({
  id: true,
  building: true,
  room_id: true,
  stay_id: true,
  contract_no: true,
  name: true,
  phone: true,
  check_in_date: true,
  status: true,
});
export type SearchCustomer = z.infer<typeof searchCustomer>;

/** Numbered vouchers, by the letters their number starts with (`<letters><building><YYMM>-NNN`). */
export const SEARCH_VOUCHER_KINDS = [
  'deposit',
  'receipt_room',
  'receipt_collected',
  'receipt_other',
  'adjustment',
  'disbursement',
  'cash_transfer',
  'receipt_cash',
  'other_debt',
  'repair_payment',
] as const;
export const searchVoucher = z.object({
  kind: z.enum(SEARCH_VOUCHER_KINDS),
  number: z.string(),
  building: buildingCode,
  date: isoDate,
  room_id: z.string().optional(),
  /** The book of an other-debt receipt (gam, partner, loan, earning) or a repair payment (ordinary, pccc). */
  book: z.string().optional(),
});
export type SearchVoucher = z.infer<typeof searchVoucher>;

export const searchContract = z.object({
  contract_no: z.string(),
  building: buildingCode,
  room_id: z.string(),
  stay_id: z.string(),
  start_date: isoDate,
  tenant_name: z.string(),
  status: z.enum(['active', 'ended']),
});
export type SearchContract = z.infer<typeof searchContract>;

export const searchAnswer = z.object({
  rooms: z.array(searchRoom),
  customers: z.array(searchCustomer),
  vouchers: z.array(searchVoucher),
  contracts: z.array(searchContract),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

export const search = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/search',
  summary:
    'Tìm nhanh: mã phòng (BN101), số điện thoại (từ 4 chữ số), họ tên không dấu, số phiếu hoặc số hợp đồng; tối đa 10 kết quả mỗi nhóm. Bảo vệ chỉ tìm được phòng',
  query: z.strictObject({
    q: z.string({ error: 'Vui lòng nhập từ khoá' }).trim().min(2, 'Từ khoá tối thiểu 2 ký tự').max(100, 'Từ khoá tối đa 100 ký tự'),
  }),
  response: searchAnswer,
});
