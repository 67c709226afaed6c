import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, queryInt, withinMonths } from './common';
import { positiveMoney, roomIdField } from './deposits';
import { stayIdField } from './receipts';
import { BANK_WALLET_IDS } from './admin/bank-wallets';

/**
 * Bank lines (business rules §8, §9): each line of a bank wallet's statement (imported file or the
 * bank's notification webhook), stored raw first, deduplicated on the bank's reference, then matched:
 * a line whose text names one room alone, by its payment code, one way (functions/bank/rules/
 * bank-room-text.ts) becomes that room's rent receipt at once; the rest wait with ranked suggestions
 * (every room the text may mean) until a person matches, links or ignores them.
 */

export const BANK_LINE_STATUSES = ['unmatched', 'matched', 'ignored'] as const;
export const BANK_MATCH_KINDS = ['receipt_room', 'receipt_cash', 'internal_transfer', 'linked'] as const;
export const STATEMENT_LAYOUTS = ['auto', 'vcb', 'acb', 'mb', 'mapping'] as const;

/** `<wallet>-<YYYYMMDD>-<ULID>`: the id names the line's partition, so a line is one Get by its id. */
export const BANK_LINE_ID = /^[2-5]-\d{8}-[0-9A-HJKMNP-TV-Z]{26}$/;
export const bankLineId = z.string({ error: 'Vui lòng chọn giao dịch ngân hàng' }).regex(BANK_LINE_ID, 'Mã giao dịch ngân hàng không hợp lệ');

export const bankWallet = (n: z.ZodNumber | z.ZodCoercedNumber) =>
  n.int('Ví ngân hàng không hợp lệ').refine((w) => BANK_WALLET_IDS.includes(w), `Chỉ ví ngân hàng (${BANK_WALLET_IDS.join(', ')})`);
export const walletError = { error: 'Vui lòng chọn ví ngân hàng' };

export const bankSuggestion = z.object({
  kind: z.enum(['room', 'transfer']),
  building: z.string().optional(),
  room_id: z.string().optional(),
  stay_id: z.string().optional().describe('a departed tenant who owes this amount: match with this stay_id (else the room’s current stay)'),
  bank_transaction_id: z.string().optional(),
  reason: z.enum(['code', 'amount', 'payer', 'transfer']),
  label: z.string(),
  score: z.number(),
});
export type BankSuggestion = z.infer<typeof bankSuggestion>;

export const bankMatch = z.object({
  kind: z.enum(BANK_MATCH_KINDS),
  voucher_type: z.string(),
  voucher_id: z.string(),
  voucher_no: z.string().optional(),
  building: z.string().optional(),
  room_id: z.string().optional(),
  stay_id: z.string().optional(),
  contract_no: z.string().optional(),
  auto: z.boolean(),
});
export type BankMatch = z.infer<typeof bankMatch>;

/** What a notification replayed under a line's bank reference said differently from the line. */
export const BANK_CONFLICT_FIELDS = ['amount', 'direction', 'date', 'content'] as const;
export const bankLineConflict = z.object({
  received_at: z.string().describe('when the replay arrived'),
  transaction_time: z.string().describe("the replay's transactionDate, as the bank sent it"),
  direction: z.enum(['in', 'out']),
  amount: z.number().int(),
  content: z.string().describe("the replay's transfer text, as sent"),
  differs: z.array(z.enum(BANK_CONFLICT_FIELDS)).describe('what differs from the line'),
});
export type BankLineConflict = z.infer<typeof bankLineConflict>;

export const bankTransaction = z.object({
  id: z.string(),
  wallet: z.number().int(),
  date: z.string(),
  direction: z.enum(['in', 'out']),
  amount: z.number().int(),
  content: z.string(),
  reference: z.string().optional(),
  counter_account: z.string().optional(),
  counter_name: z.string().optional(),
  source: z.enum(['import', 'webhook']),
  import_id: z.string().optional(),
  status: z.enum(BANK_LINE_STATUSES),
  match: bankMatch.optional(),
  suggestions: z.array(bankSuggestion).describe('ranked, best first; empty unless unmatched'),
  note: z.string().optional(),
  conflicts: z
    .array(bankLineConflict)
    .optional()
    .describe("notifications that came again under this line's bank reference saying something else; the line keeps the first one's money"),
  conflict_open: z.boolean().optional().describe('a conflict nobody has checked yet: the line waits in the review queue until `dismiss_conflict`'),
  version: z.number().int(),
  created_at: z.string(),
});
export type BankTransaction = z.infer<typeof bankTransaction>;

const versionField = z.number({ error: 'Thiếu phiên bản giao dịch' }).int('Phiên bản không hợp lệ').min(1, 'Phiên bản không hợp lệ');
const noteField = z.string({ error: 'Vui lòng nhập ghi chú' }).trim().max(500, 'Ghi chú tối đa 500 ký tự');

export const listBankTransactions = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/bank-transactions',
  summary: 'Giao dịch ngân hàng của một ví trong khoảng ngày (tối đa 12 tháng), mới nhất trước, kèm gợi ý khớp cho dòng chưa khớp',
  query: z
    .strictObject({
      wallet: bankWallet(z.coerce.number(walletError)),
      from: isoDate,
      to: isoDate,
      status: z
        .enum(['all', 'review', ...BANK_LINE_STATUSES], 'Trạng thái không hợp lệ')
        .default('all')
        .describe('review: what waits for a person (unmatched, or with a conflict not checked yet)'),
      cursor: z.string().optional(),
      limit: queryInt(1, 500).default(200),
    })
    .superRefine((v, ctx) => withinMonths(12)(v, ctx)),
  response: z.object({ items: z.array(bankTransaction), cursor: z.string().optional() }),
});

export const updateBankTransaction = endpoint({
  method: 'PUT',
  access: 'staff',
  idempotent: true,
  affects: ['bank', 'receipts', 'bills', 'ledger', 'logs'],
  path: '/api/bank-transactions/{id}',
  summary:
    'Khớp dòng tiền vào với một phòng (phiếu thu tiền phòng), bỏ khớp (đảo phiếu), bỏ qua, ghi chú, hoặc xác nhận đã đối chiếu cảnh báo ngân hàng gửi lại khác',
  params: z.strictObject({ id: bankLineId }),
  // One object (not a union) so the OpenAPI document states its type; what each action needs is checked here.
  body: z
    .strictObject({
      action: z.enum(['match', 'unmatch', 'ignore', 'note', 'dismiss_conflict'], 'Thao tác phải là match, unmatch, ignore, note hoặc dismiss_conflict'),
      version: versionField,
      building: buildingCode.optional(),
      room_id: roomIdField.optional(),
      stay_id: stayIdField.optional().describe("match: the stay the money is for (a departed tenant who owes); default the room's current stay"),
      note: noteField.optional(),
    })
    .superRefine((b, ctx) => {
      const needs = { match: ['building', 'room_id'], note: ['note'], unmatch: [], ignore: [], dismiss_conflict: [] }[b.action] as (
        'building' | 'room_id' | 'note'
      )[];
      for (const f of needs)
        if (b[f] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [f],
            message: f === 'note' ? 'Vui lòng nhập ghi chú' : f === 'building' ? 'Vui lòng chọn toà nhà' : 'Vui lòng chọn phòng',
          });
      if (b.stay_id !== undefined && b.action !== 'match')
        ctx.addIssue({ code: 'custom', path: ['stay_id'], message: `Thao tác ${b.action} không nhận trường này` });
      for (const f of ['building', 'room_id', 'note'] as const)
        if (b[f] !== undefined && !needs.includes(f)) ctx.addIssue({ code: 'custom', path: [f], message: `Thao tác ${b.action} không nhận trường này` });
    }),
  response: bankTransaction,
});

/** SePay-style notification of one bank movement; signed with HMAC-SHA256 over `<timestamp>.<raw body>`. */
export const bankWebhookBody = z.strictObject({
  id: z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(64)], 'Mã giao dịch không hợp lệ'),
  gateway: z.string({ error: 'Thiếu ngân hàng' }).trim().min(1, 'Thiếu ngân hàng').max(50, 'Tên ngân hàng tối đa 50 ký tự'),
  transactionDate: z
    .string({ error: 'Thiếu thời gian giao dịch' })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Thời gian giao dịch phải có dạng YYYY-MM-DD HH:mm:ss')
    .refine((s) => isoDate.safeParse(s.slice(0, 10)).success, 'Ngày giao dịch không tồn tại'),
  accountNumber: z.string({ error: 'Thiếu số tài khoản' }).regex(/^\d{1,19}$/, 'Số tài khoản chỉ gồm chữ số'),
  subAccount: z.string().max(50).nullable().optional(),
  code: z.string().max(100).nullable().optional(),
  content: z.string({ error: 'Thiếu nội dung chuyển khoản' }).max(1000, 'Nội dung tối đa 1000 ký tự'),
  transferType: z.enum(['in', 'out'], 'Loại giao dịch phải là in hoặc out'),
  transferAmount: positiveMoney,
  referenceCode: z.string({ error: 'Thiếu mã tham chiếu' }).trim().min(1, 'Thiếu mã tham chiếu').max(100, 'Mã tham chiếu tối đa 100 ký tự'),
  accumulated: z.number().int().optional(),
  description: z.string().max(1000, 'Mô tả tối đa 1000 ký tự').optional(),
});
export type BankWebhookBody = z.infer<typeof bankWebhookBody>;

export const bankWebhook = endpoint({
  method: 'POST',
  access: 'public',
  path: '/api/bank-webhook',
  summary:
    'Thông báo biến động số dư từ ngân hàng (kiểu SePay), ký HMAC-SHA256 trên "<x-webhook-timestamp>.<body>" (header x-webhook-signature, lệch tối đa 300 giây); gửi lại cùng mã tham chiếu nhận lại câu trả lời đầu tiên, và nếu khác số tiền, chiều, ngày hoặc nội dung thì được ghi lại trên dòng đầu để người đối chiếu',
  body: bankWebhookBody,
  response: z.object({
    success: z.literal(true),
    id: z.string(),
    conflict: z.literal(true).optional().describe('this notification repeats a stored reference with other figures: recorded on that line, nothing booked'),
  }),
});

export const possibleInternalTransfers = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/bank-internal-transfer/possible-transactions',
  summary: 'Các cặp dòng chưa khớp trông như một lần chuyển giữa hai ví ngân hàng (cùng số tiền, cách nhau tối đa 2 ngày)',
  query: z.strictObject({ from: isoDate, to: isoDate }).superRefine((v, ctx) => withinMonths(12)(v, ctx)),
  response: z.object({ pairs: z.array(z.object({ out: bankTransaction, in: bankTransaction })) }),
});

export const createInternalTransfer = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['bank', 'ledger', 'logs'],
  path: '/api/bank-internal-transfer',
  status: 201,
  summary: 'Chuyển khoản nội bộ giữa hai ví ngân hàng từ một dòng tiền ra và một dòng tiền vào (Nợ ví nhận / Có ví chuyển)',
  body: z.strictObject({
    out_id: bankLineId,
    out_version: versionField,
    in_id: bankLineId,
    in_version: versionField,
    note: noteField.optional(),
  }),
  response: z.object({
    id: z.string(),
    date: z.string(),
    from_wallet: z.number().int(),
    to_wallet: z.number().int(),
    amount: z.number().int(),
    out_id: z.string(),
    in_id: z.string(),
  }),
});

export const linkBankTransaction = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['bank', 'logs'],
  path: '/api/receipt-cash/link-bank-transaction',
  summary: 'Gắn một dòng ngân hàng với chứng từ đã ghi trên ví đó (cùng số tiền, cùng chiều); không ghi sổ thêm; mỗi chứng từ gắn tối đa một dòng',
  body: z.strictObject({
    bank_transaction_id: bankLineId,
    version: versionField,
    voucher_type: z.string({ error: 'Vui lòng chọn loại chứng từ' }).regex(/^[a-z_]{2,60}$/, 'Loại chứng từ không hợp lệ'),
    voucher_id: z.string({ error: 'Vui lòng chọn chứng từ' }).regex(/^[A-Za-z0-9_-]{1,80}$/, 'Mã chứng từ không hợp lệ'),
  }),
  response: bankTransaction,
});
