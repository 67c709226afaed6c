import * as z from 'zod';
import { endpoint } from '../endpoint';
import { fold } from '../../text/fold';

/**
 * Expense payees (issue 11): the people and firms an expense slip may pay, an admin's setting. A payee
 * is never deleted (old slips name it): it is made inactive, and new slips offer only active ones.
 */
export const MAX_PAYEES = 500;

export const payee = z.strictObject({
  name: z.string({ error: 'Vui lòng nhập tên người nhận' }).trim().min(1, 'Vui lòng nhập tên người nhận').max(120, 'Tên người nhận tối đa 120 ký tự'),
  bank_name: z.string().trim().max(100, 'Tên ngân hàng tối đa 100 ký tự').optional(),
  account_no: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,30}$/, 'Số tài khoản chỉ gồm chữ và số (tối đa 30 ký tự)')
    .optional(),
  active: z.boolean({ error: 'Vui lòng chọn còn dùng hay không' }),
});
export type Payee = z.infer<typeof payee>;

/** What is stored and answered; `version` 0 means never set (no payees). */
export const payeeSettings = z.object({
  payees: z.array(payee),
  version: z.number().int(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type PayeeSettings = z.infer<typeof payeeSettings>;

/** Two payees are the same when their names fold to the same text (case and accents aside). */
export const payeeKey = (name: string): string => fold(name.trim()).toLowerCase();

export const getPayees = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/settings/payees',
  summary: 'Danh sách người nhận tiền của phiếu chi (tên, ngân hàng, số tài khoản, còn dùng)',
  response: payeeSettings,
});

export const putPayees = endpoint({
  method: 'PUT',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'expenses', 'logs'],
  path: '/api/settings/payees',
  summary: 'Lưu toàn bộ danh sách người nhận tiền (theo phiên bản đã đọc: 409 nếu người khác vừa sửa)',
  body: z
    .strictObject({
      payees: z.array(payee).max(MAX_PAYEES, `Tối đa ${MAX_PAYEES} người nhận`),
      version: z.number({ error: 'Thiếu phiên bản cài đặt' }).int('Phiên bản không hợp lệ').min(0, 'Phiên bản không hợp lệ'),
    })
    .superRefine((v, ctx) => {
      const seen = new Set<string>();
      v.payees.forEach((p, i) => {
        const k = payeeKey(p.name);
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['payees', i, 'name'], message: `Người nhận "${p.name}" bị khai báo hai lần` });
        seen.add(k);
      });
    }),
  response: payeeSettings,
});
