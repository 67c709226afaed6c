import * as z from 'zod';
import { endpoint } from './endpoint';
import { isoDate } from './common';
import { FIRST_BOOK_DATE, vnToday } from '../dates';

/** Go-live (issue 25): the operator's opening workbook, its template and its dry run. Admin only. */

/** The one date every balance, reading and debt of the workbook is taken at; not in the future. */
export const cutOverDate = isoDate.superRefine((d, ctx) => {
  if (d < FIRST_BOOK_DATE) ctx.addIssue({ code: 'custom', message: `Ngày chuyển đổi không được trước ${FIRST_BOOK_DATE}` });
  else if (d > vnToday()) ctx.addIssue({ code: 'custom', message: 'Ngày chuyển đổi không được sau hôm nay' });
});

/** 4 MB of workbook, sent as base64 in JSON: under Lambda's 6 MB request payload (a 360-room workbook is about 100 KB). */
export const MAX_WORKBOOK_BYTES = 4 * 1024 * 1024;
export const MAX_WORKBOOK_TEXT = 'Tệp tối đa 4 MB';
const MAX_BASE64 = Math.ceil(MAX_WORKBOOK_BYTES / 3) * 4;

export const goLiveTemplate = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  path: '/api/go-live/template',
  summary: 'Tệp mẫu nhập dữ liệu ban đầu (.xlsx: phòng, người đang thuê, cọc, chỉ số, công nợ, số dư) với đường dẫn tải có hạn 15 phút',
  status: 201,
  body: z.strictObject({ format: z.literal('xlsx', { error: 'Định dạng phải là xlsx' }) }),
  response: z.object({ url: z.string(), expires_at: z.string(), file_name: z.string() }),
});

export const goLiveProblem = z.object({
  sheet: z.string().nullable().describe('sheet title; null: the whole file'),
  row: z.number().int().nullable(),
  column: z.string().nullable().describe('column header'),
  cell: z.string().nullable().describe('A1 address'),
  message: z.string(),
});
export type GoLiveProblem = z.infer<typeof goLiveProblem>;

const money = z.number().int();

export const goLiveDryRun = endpoint({
  method: 'POST',
  access: 'admin',
  path: '/api/go-live/dry-run',
  summary: 'Chạy thử tệp nhập dữ liệu ban đầu: đọc mọi trang, cho biết từng dòng sẽ tạo gì, các bút toán số dư đầu và mọi lỗi (trang, dòng, cột); không ghi gì',
  body: z.strictObject({
    cut_over_date: cutOverDate,
    file_name: z.string({ error: 'Thiếu tên tệp' }).trim().min(1, 'Thiếu tên tệp').max(200, 'Tên tệp tối đa 200 ký tự'),
    content_base64: z
      .string({ error: 'Thiếu nội dung tệp' })
      .min(4, 'Tệp rỗng')
      .max(MAX_BASE64, MAX_WORKBOOK_TEXT)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Nội dung tệp phải mã hoá base64'),
  }),
  response: z.object({
    cut_over_date: isoDate,
    clean: z.boolean(),
    counts: z.object({
      rooms: z.number().int(),
      rooms_existing: z.number().int(),
      stays: z.number().int(),
      customers: z.number().int(),
      vehicles: z.number().int(),
      deposits: z.number().int(),
      readings: z.number().int(),
      debts: z.number().int(),
      balances: z.number().int(),
      opening_entries: z.number().int(),
    }),
    plan: z.array(z.object({ sheet: z.string(), row: z.number().int(), creates: z.string() })),
    entries: z.array(
      z.object({
        sheet: z.string(),
        row: z.number().int(),
        date: isoDate,
        description: z.string(),
        debit_account: z.string(),
        debit_object: z.string().nullable(),
        credit_account: z.string(),
        credit_object: z.string().nullable(),
        amount: money,
      }),
    ),
    accounts: z.array(z.object({ account: z.string(), name: z.string(), debit: money, credit: money })),
    totals: z.object({ debit: money, credit: money }),
    sums: z.record(z.string(), money),
    errors: z.array(goLiveProblem),
  }),
});

/** What an import has written so far (or wrote, once done), by record kind. */
export const goLiveProgress = z.object({
  import_id: z.string().describe('the SHA-256 of the file: the same file is the same import'),
  cut_over_date: isoDate,
  done: z.boolean(),
  already: z.boolean().describe('the file was imported before this call: nothing was written'),
  batches_total: z.number().int(),
  batches_done: z.number().int(),
  counts: goLiveDryRun.response.shape.counts,
  totals: z.object({ debit: money, credit: money }),
});
export type GoLiveProgress = z.infer<typeof goLiveProgress>;

export const goLiveCommit = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  affects: ['rooms', 'deposits', 'stays', 'customers', 'readings', 'ledger', 'other-debts', 'logs', 'admin'],
  path: '/api/go-live/commit',
  summary:
    'Ghi dữ liệu ban đầu từ tệp đã chạy thử sạch lỗi: phòng, lượt thuê, cọc, chỉ số, công nợ và số dư đầu (đối ứng 4211), từng phần một giao dịch. ' +
    'Cùng một tệp là cùng một lần nhập: gọi lại thì ghi tiếp phần còn lại (sau khi gián đoạn) hoặc không ghi gì nếu đã xong; ' +
    'mỗi lần gọi ghi tối đa khoảng 20 giây rồi trả tiến độ (done = false: gọi lại)',
  body: goLiveDryRun.body.omit({ file_name: true }),
  response: goLiveProgress,
});
