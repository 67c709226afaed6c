import * as z from 'zod';
import { endpoint } from '../endpoint';
import { isoDate } from '../common';
import { daysBetween } from '../../dates';

/**
 * Chợ Tốt (classifieds) advertising spend, proposed as advertising expense slips (6411). The partner
 * API's address and key are an admin setting; the key is write-only (kept server-side, never answered).
 *
 * The partner API as this product calls it (the local stand-in in tests/integration/expenses-chotot.test.ts serves the same):
 *   GET <base_url>/v1/transactions?from=YYYY-MM-DD&to=YYYY-MM-DD
 *   Authorization: Bearer <key>
 *   → 200 { transactions: [{ id: string, time: ISO-8601, amount: integer đồng > 0, type: 'spend' | 'topup', description?: string }] }
 * Only `spend` lines are advertising expense; `topup` (money put on the account) is not.
 *
 * Without a configured API the account's exported transaction file (CSV with a header row: `Mã giao
 * dịch`/`id`, `Thời gian`/`time`, `Loại`/`type`, `Số tiền`/`amount`, `Nội dung`/`description`) is read instead.
 */

export const chototSettings = z.object({
  base_url: z.string().optional(),
  key_set: z.boolean(),
  version: z.number().int(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type ChototSettings = z.infer<typeof chototSettings>;

const baseUrl = z
  .string({ error: 'Vui lòng nhập địa chỉ API' })
  .trim()
  .max(300, 'Địa chỉ API tối đa 300 ký tự')
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.search && !u.hash;
    } catch {
      return false;
    }
  }, 'Địa chỉ API phải có dạng https://máy-chủ/đường-dẫn (không kèm tham số)');

export const getChototSettings = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/settings/chotot',
  summary: 'Cài đặt API Chợ Tốt: địa chỉ và đã có khoá hay chưa (khoá không bao giờ được trả về)',
  response: chototSettings,
});

export const putChototSettings = endpoint({
  method: 'PUT',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'expenses', 'logs'],
  path: '/api/settings/chotot',
  summary: 'Lưu cài đặt API Chợ Tốt (địa chỉ và khoá; bỏ trống khoá để giữ khoá cũ, địa chỉ null để tắt API) theo phiên bản đã đọc',
  body: z.strictObject({
    base_url: baseUrl.nullable(),
    key: z
      .string()
      .trim()
      .min(8, 'Khoá API tối thiểu 8 ký tự')
      .max(500, 'Khoá API tối đa 500 ký tự')
      .regex(/^[\x21-\x7e]+$/, 'Khoá API không được có dấu cách hay ký tự có dấu')
      .optional(),
    version: z.number({ error: 'Thiếu phiên bản cài đặt' }).int('Phiên bản không hợp lệ').min(0, 'Phiên bản không hợp lệ'),
  }),
  response: chototSettings,
});

/** The longest range one call reads (the partner's own limit is a quarter). */
export const MAX_CHOTOT_DAYS = 92;
/** An exported file of a quarter is a few hundred KB; 2 MB leaves room and keeps the request small. */
export const MAX_CHOTOT_FILE_BYTES = 2 * 1024 * 1024;

export const chototItem = z.object({
  date: z.string(),
  amount: z.number().int(),
  description: z.string(),
  reference: z.string(),
  slip_no: z.string().optional().describe('the expense slip already entered for this transaction: it is not proposed again'),
});
export type ChototItem = z.infer<typeof chototItem>;

export const getChototTransactions = endpoint({
  method: 'POST',
  access: 'staff',
  path: '/api/chotot/get-transactions',
  summary: `Chi quảng cáo Chợ Tốt trong khoảng ngày (tối đa ${MAX_CHOTOT_DAYS} ngày), đề xuất thành phiếu chi 6411: từ API đã cài đặt, hoặc từ tệp giao dịch xuất ra (CSV)`,
  body: z
    .strictObject({
      from: isoDate,
      to: isoDate,
      file: z
        .strictObject({
          file_name: z
            .string({ error: 'Thiếu tên tệp' })
            .trim()
            .min(1, 'Thiếu tên tệp')
            .max(200, 'Tên tệp tối đa 200 ký tự')
            .regex(/\.csv$/i, 'Tệp giao dịch Chợ Tốt phải là tệp .csv'),
          content_base64: z
            .string({ error: 'Thiếu nội dung tệp' })
            .min(1, 'Tệp rỗng')
            .max(Math.ceil(MAX_CHOTOT_FILE_BYTES / 3) * 4, 'Tệp tối đa 2 MB')
            .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Nội dung tệp không phải base64'),
        })
        .optional(),
    })
    .superRefine((v, ctx) => {
      if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Ngày bắt đầu phải trước ngày kết thúc' });
      else if (daysBetween(v.from, v.to) + 1 > MAX_CHOTOT_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `Khoảng thời gian tối đa ${MAX_CHOTOT_DAYS} ngày` });
    }),
  response: z.object({ source: z.enum(['api', 'file']), items: z.array(chototItem) }),
});
