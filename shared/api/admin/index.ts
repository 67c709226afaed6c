import * as z from 'zod';
import { endpoint } from '../endpoint';

/** The phrase an admin must type before the database is cleared. */
export const CLEAR_DATABASE_PHRASE = 'XOA TOAN BO DU LIEU';

export const listCollections = endpoint({
  method: 'GET',
  access: 'admin',
  path: '/api/admin/list-collection',
  summary: 'Các loại bản ghi và số lượng của mỗi loại (số đếm sẵn, không đọc lại bản ghi)',
  response: z.array(
    z.object({
      entity: z.string(),
      label: z.string(),
      count: z.number().int(),
      /** The counts of data older than counting are not in yet (the one-off backfill has not run): show "đang đếm", not `count`. */
      counting: z.boolean().optional(),
    }),
  ),
});

export const dbInfo = endpoint({
  method: 'GET',
  access: 'admin',
  path: '/api/admin/db-info',
  summary: 'Thông tin cơ sở dữ liệu (bảng DynamoDB, môi trường, quyền xoá dữ liệu)',
  response: z.object({
    table: z.string(),
    status: z.string(),
    item_count: z.number().int(),
    size_bytes: z.number().int(),
    indexes: z.array(z.string()),
    billing_mode: z.string(),
    stage: z.string(),
    local: z.boolean(),
    allow_clear_database: z.boolean(),
    /** `item_count` (the kept counts' sum) does not yet include data older than counting: show "đang đếm". */
    counting: z.boolean().optional(),
  }),
});

export const clearDatabase = endpoint({
  method: 'POST',
  access: 'admin',
  idempotent: true,
  affects: ['rooms', 'deposits', 'stays', 'receipt-changes', 'customers', 'ledger', 'logs', 'bills', 'admin'],
  path: '/api/admin/clear-database',
  summary: 'Xoá toàn bộ dữ liệu nghiệp vụ (chỉ khi môi trường cho phép, sau khi gõ câu xác nhận)',
  body: z.strictObject({ confirm: z.string({ error: 'Vui lòng gõ câu xác nhận' }) }),
  response: z.object({
    message: z.string(),
    deleted: z.number().int().describe('records deleted: by this call, or when done by every call of the clearing'),
    done: z.boolean().describe('false: time ran out with records left (a large table): call again to go on'),
  }),
});
