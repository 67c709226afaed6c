import * as z from 'zod';
import { endpoint } from './endpoint';
import { bankWallet, STATEMENT_LAYOUTS, walletError } from './bank';

/** The bank statement import (its own Lambda: the file parsers stay out of the bank's other routes). */

/** A column of the file: its header text (any case, with or without diacritics) or its letter (`C`). */
const column = z.string({ error: 'Vui lòng chọn cột' }).trim().min(1, 'Vui lòng chọn cột').max(100, 'Tên cột tối đa 100 ký tự');

export const statementMapping = z
  .strictObject({
    header_row: z
      .number({ error: 'Vui lòng nhập dòng tiêu đề' })
      .int('Dòng tiêu đề không hợp lệ')
      .min(1, 'Dòng tiêu đề từ 1')
      .max(100, 'Dòng tiêu đề tối đa 100'),
    date: column,
    amount: column.optional().describe('one signed column (negative = out); or credit and debit'),
    credit: column.optional(),
    debit: column.optional(),
    content: column,
    reference: column.optional(),
    balance: column.optional(),
    counter_account: column.optional(),
    counter_name: column.optional(),
  })
  .refine((m) => m.amount !== undefined || m.credit !== undefined || m.debit !== undefined, {
    message: 'Chọn cột số tiền, hoặc cột ghi có / ghi nợ',
    path: ['amount'],
  });
export type StatementMapping = z.infer<typeof statementMapping>;

/**
 * 4 MB of file: as base64 (4 characters per 3 bytes) in a JSON body it stays under Lambda's 6 MB
 * request payload, which would refuse a bigger one before the handler could say why. A statement of
 * 10,000 lines is well under it.
 */
export const MAX_STATEMENT_BYTES = 4 * 1024 * 1024;
export const MAX_STATEMENT_TEXT = 'Tệp tối đa 4 MB';
const MAX_BASE64 = Math.ceil(MAX_STATEMENT_BYTES / 3) * 4;

export const importBankStatement = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['bank', 'receipts', 'bills', 'ledger', 'logs'],
  path: '/api/bank-transactions/import',
  summary: 'Nhập sao kê ngân hàng (xlsx/csv: Vietcombank, ACB, MB hoặc tự chọn cột): lưu nguyên dòng, bỏ dòng trùng, khớp mã thanh toán, kiểm tra số dư',
  body: z
    .strictObject({
      wallet: bankWallet(z.number(walletError)),
      file_name: z.string({ error: 'Thiếu tên tệp' }).trim().min(1, 'Thiếu tên tệp').max(200, 'Tên tệp tối đa 200 ký tự'),
      content_base64: z
        .string({ error: 'Thiếu nội dung tệp' })
        .min(4, 'Tệp rỗng')
        .max(MAX_BASE64, MAX_STATEMENT_TEXT)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Nội dung tệp phải mã hoá base64'),
      layout: z.enum(STATEMENT_LAYOUTS, 'Mẫu sao kê phải là auto, vcb, acb, mb hoặc mapping').default('auto'),
      mapping: statementMapping.optional(),
    })
    .refine((b) => b.layout !== 'mapping' || b.mapping !== undefined, { message: 'Mẫu tự chọn cột cần khai báo các cột', path: ['mapping'] }),
  response: z.object({
    import_id: z.string(),
    layout: z.enum(['vcb', 'acb', 'mb', 'mapping']),
    lines_read: z.number().int(),
    added: z.number().int(),
    duplicates: z.number().int(),
    matched: z.number().int(),
    queued: z.number().int(),
    check: z.object({
      opening: z.number().int().optional(),
      closing: z.number().int().optional(),
      movements: z.number().int(),
      ok: z.boolean(),
      message: z.string().optional(),
    }),
  }),
});
