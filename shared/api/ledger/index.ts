import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, LIST_PAGE_MAX, queryInt, withinMonths } from '../common';

export const journalLine = z.object({
  entry_id: z.string(),
  line: z.number().int(),
  date: isoDate,
  account: z.string().describe('accounting number, e.g. 1111'),
  account_key: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
  wallet: z.number().int().optional(),
  object: z.string().optional().describe('who or what the line is about: room:BN-101, deposit:<id>, agent:<user>'),
  building: z.string(),
  voucher_type: z.string(),
  voucher_id: z.string(),
  voucher_no: z.string().optional().describe('the number people know the voucher by: slip CBN2611-006, contract HD-…'),
  object_name: z.string().optional().describe('who or what `object` is, for people: room 101 (BN), a customer, an agent'),
  description: z.string(),
  reverses: z.string().optional().describe('entry id this line reverses'),
  posted_at: z.string(),
});
export type JournalLine = z.infer<typeof journalLine>;

const range = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    building: buildingCode.optional(),
    account: z
      .string()
      .regex(/^\d{4}$/, 'Tài khoản gồm 4 chữ số')
      .optional(),
    object: z.string().max(100).optional(),
    // A page is at most LIST_PAGE_MAX lines unless asked for more (exports ask 2,000): a busy month's
    // journal costs the same per read at any size (issue 23 §13).
    limit: queryInt(1, 2000).default(LIST_PAGE_MAX),
    cursor: z.string().max(2048).optional(),
  })
  .superRefine(withinMonths(12));

export const listJournal = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/journal',
  summary: 'Nhật ký chung: các dòng bút toán trong khoảng ngày (lọc theo toà, tài khoản, đối tượng)',
  query: range,
  response: z.object({ items: z.array(journalLine), cursor: z.string().optional() }),
});

export const tbRow = z.object({
  account: z.string(),
  name: z.string(),
  opening_debit: z.number().int(),
  opening_credit: z.number().int(),
  period_debit: z.number().int(),
  period_credit: z.number().int(),
  closing_debit: z.number().int(),
  closing_credit: z.number().int(),
  by_object: z
    .boolean()
    .optional()
    .describe(
      'true on 1311: opening and closing on both sides, summed per object — Dư Nợ = Σ stays owing, Dư Có = Σ stays paid ahead (Dư Nợ − Dư Có = the net)',
    ),
});
export type TbRow = z.infer<typeof tbRow>;

export const trialBalance = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/journal/tb',
  summary:
    'Bảng cân đối số phát sinh: số dư đầu kỳ, phát sinh trong kỳ, số dư cuối kỳ theo tài khoản (1311 hai bên: Dư Nợ các lượt thuê còn nợ, Dư Có các lượt thuê trả trước)',
  query: z.strictObject({ from: isoDate, to: isoDate, building: buildingCode.optional() }).superRefine(withinMonths(60)),
  response: z.object({ rows: z.array(tbRow), totals: tbRow.omit({ account: true, name: true, by_object: true }), balanced: z.boolean() }),
});

export const walletAccount = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/wallet-account',
  summary: 'Danh mục ví tiền và hệ thống tài khoản kế toán',
  response: z.object({
    wallets: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.enum(['bank', 'cash']),
        account_key: z.string(),
        accounting_account: z.string(),
        building: z.string().optional(),
      }),
    ),
    accounts: z.array(z.object({ key: z.string(), accounting_account: z.string(), text: z.string(), category: z.string() })),
  }),
});
