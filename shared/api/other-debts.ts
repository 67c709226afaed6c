import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, withinMonths, voucherDate } from './common';
import { recordId, walletFitsBuilding, walletId, WALLET_BUILDING_MESSAGE } from './deposits';
import { daysInMonth } from '../dates';

/**
 * The landlady, partner, loan and owner-earnings ledgers (business rules §7, spec §2 other debts).
 * Each is a book of receipts and payments numbered per building and month, each row one voucher:
 *  - gam (landlady, 1381, object `landlady`): money in Dr wallet / Cr 1381, money out Dr 1381 / Cr wallet;
 *  - partner (1388, object `partner`): the same on 1388;
 *  - loan (object `lender:<name>`): drawdown Dr wallet / Cr 3411, repayment Dr 3411 / Cr wallet,
 *    interest Dr 6351 / Cr wallet;
 *  - earning: owner capital Dr wallet / Cr 4111, profit withdrawal Dr 4212 / Cr wallet.
 */
export const OTHER_DEBT_BOOKS = ['gam', 'partner', 'loan', 'earning'] as const;
export type OtherDebtBook = (typeof OTHER_DEBT_BOOKS)[number];

export const LOAN_KINDS = ['drawdown', 'repayment', 'interest'] as const;
export const EARNING_KINDS = ['capital', 'withdrawal'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export type EarningKind = (typeof EARNING_KINDS)[number];
export type Direction = 'in' | 'out';

export const LOAN_KIND_LABELS: Record<LoanKind, string> = { drawdown: 'Nhận tiền vay', repayment: 'Trả nợ gốc', interest: 'Trả lãi vay' };
export const EARNING_KIND_LABELS: Record<EarningKind, string> = { capital: 'Góp vốn chủ sở hữu', withdrawal: 'Rút lợi nhuận' };
export const DIRECTION_LABELS: Record<Direction, string> = { in: 'Thu (tiền vào ví)', out: 'Chi (tiền ra khỏi ví)' };

/** Money in or out of the wallet a loan or earning row means (a gam / partner row states it). */
export const KIND_DIRECTION: Record<LoanKind | EarningKind, Direction> = {
  drawdown: 'in',
  repayment: 'out',
  interest: 'out',
  capital: 'in',
  withdrawal: 'out',
};

/** The API path of each book (the spec's) and its number prefix (`<prefix><building><YYMM>-NNN`). */
export const BOOK_INFO: Record<OtherDebtBook, { path: string; prefix: string; label: string; voucher_type: string }> = {
  gam: { path: 'receipt-gam', prefix: 'TG', label: 'Cô Gấm', voucher_type: 'receipt_gam' },
  partner: { path: 'partner-receipt', prefix: 'DT', label: 'Đối tác', voucher_type: 'partner_receipt' },
  loan: { path: 'receipt-loan', prefix: 'VAY', label: 'Vay', voucher_type: 'receipt_loan' },
  earning: { path: 'receipt-undistributed-earning', prefix: 'LN', label: 'Vốn / lợi nhuận', voucher_type: 'receipt_undistributed_earning' },
};

/** The largest amount one row may carry: 10 tỷ đồng. */
export const MAX_ROW_AMOUNT = 10_000_000_000;
export const MAX_OTHER_DEBT_ROWS = 20;
export const MAX_LENDER_LENGTH = 120;

export const otherDebtReceipt = z.object({
  id: z.string(),
  book: z.enum(OTHER_DEBT_BOOKS),
  receipt_no: z.string().describe('<TG|DT|VAY|LN><building><YYMM>-NNN'),
  building: z.string(),
  date: z.string(),
  direction: z.enum(['in', 'out']),
  kind: z
    .enum([...LOAN_KINDS, ...EARNING_KINDS])
    .optional()
    .describe('loan and earning rows'),
  lender: z.string().optional().describe('loan rows'),
  wallet: z.number().int(),
  amount: z.number().int(),
  account: z.string().describe('the account on the other side of the wallet (1381, 1388, 3411, 6351, 4111, 4212)'),
  object: z.string().describe('landlady | partner | lender:<name> | owner'),
  note: z.string().optional(),
  version: z.number().int(),
  status: z.literal('active'),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type OtherDebtReceipt = z.infer<typeof otherDebtReceipt>;

const amount = z
  .number({ error: 'Vui lòng nhập số tiền' })
  .int('Số tiền phải là số nguyên (đồng)')
  .positive('Số tiền phải lớn hơn 0')
  .max(MAX_ROW_AMOUNT, 'Số tiền tối đa 10.000.000.000 đ');
const version = z.number({ error: 'Thiếu phiên bản phiếu, vui lòng tải lại' }).int('Phiên bản phiếu không hợp lệ').min(1, 'Phiên bản phiếu không hợp lệ');

/** Every row: create (no id) or edit (id + the version shown), its building, date, wallet, amount and note. */
const common = {
  id: recordId.optional(),
  version: version.optional(),
  building: buildingCode,
  date: voucherDate,
  wallet: walletId,
  amount,
  note: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional(),
};
const direction = z.enum(['in', 'out'], 'Chọn thu (tiền vào ví) hoặc chi (tiền ra khỏi ví)');
export const lenderName = z
  .string({ error: 'Vui lòng nhập tên bên cho vay' })
  .trim()
  .transform((s) => s.replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'Vui lòng nhập tên bên cho vay').max(MAX_LENDER_LENGTH, `Tên bên cho vay tối đa ${MAX_LENDER_LENGTH} ký tự`));

export const ROW_SHAPES = {
  gam: z.strictObject({ ...common, direction }),
  partner: z.strictObject({ ...common, direction }),
  loan: z.strictObject({ ...common, kind: z.enum(LOAN_KINDS, 'Chọn loại: nhận tiền vay, trả nợ gốc hoặc trả lãi'), lender: lenderName }),
  earning: z.strictObject({ ...common, kind: z.enum(EARNING_KINDS, 'Chọn loại: góp vốn hoặc rút lợi nhuận') }),
} as const;

/** A row of any book, as the server handles it once parsed. */
export interface OtherDebtRow {
  id?: string;
  version?: number;
  building: z.infer<typeof buildingCode>;
  date: string;
  wallet: number;
  amount: number;
  note?: string;
  direction?: Direction;
  kind?: LoanKind | EarningKind;
  lender?: string;
}

type RowInput = { id?: string; version?: number; building: string; wallet: number };
/** Rows as a batch takes them: 1..20, a cash wallet of the row's building, an edit with its version, each receipt once. */
const rowsOf = <S extends z.ZodType<RowInput>>(row: S) =>
  z
    .strictObject({
      receipts: z.array(row).min(1, 'Nhập ít nhất một phiếu').max(MAX_OTHER_DEBT_ROWS, `Tối đa ${MAX_OTHER_DEBT_ROWS} phiếu một lần`),
    })
    .superRefine((b, ctx) => {
      const seen = new Set<string>();
      b.receipts.forEach((r: RowInput, i) => {
        if (!walletFitsBuilding(r.wallet, r.building)) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'wallet'], message: WALLET_BUILDING_MESSAGE });
        if (r.id && r.version === undefined)
          ctx.addIssue({ code: 'custom', path: ['receipts', i, 'version'], message: 'Thiếu phiên bản phiếu, vui lòng tải lại' });
        if (!r.id && r.version !== undefined) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'version'], message: 'Phiếu mới không có phiên bản' });
        if (r.id && seen.has(r.id)) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'id'], message: 'Một phiếu chỉ sửa một lần trong cùng yêu cầu' });
        if (r.id) seen.add(r.id);
      });
    });

const writes = { method: 'POST', access: 'staff', idempotent: true, affects: ['other-debts', 'ledger', 'logs'] } as const;
const answer = z.object({ receipts: z.array(otherDebtReceipt) });

export const createOrEditReceiptGam = endpoint({
  ...writes,
  path: '/api/receipt-gam/createOrEditReceipts',
  summary: 'Lập hoặc sửa phiếu thu/chi cô Gấm (1381, đối tượng landlady): thu Nợ ví / Có 1381, chi Nợ 1381 / Có ví; mỗi dòng một chứng từ, sửa = đảo + ghi mới',
  body: rowsOf(ROW_SHAPES.gam),
  response: answer,
});
export const createOrEditPartnerReceipt = endpoint({
  ...writes,
  path: '/api/partner-receipt/createOrEditReceipts',
  summary: 'Lập hoặc sửa phiếu thu/chi đối tác (1388, đối tượng partner); mỗi dòng một chứng từ, sửa = đảo + ghi mới',
  body: rowsOf(ROW_SHAPES.partner),
  response: answer,
});
export const createOrEditReceiptLoan = endpoint({
  ...writes,
  path: '/api/receipt-loan/createOrEditReceipts',
  summary: 'Lập hoặc sửa phiếu vay: nhận tiền vay Nợ ví / Có 3411, trả gốc Nợ 3411 / Có ví, trả lãi Nợ 6351 / Có ví (đối tượng lender:<tên>)',
  body: rowsOf(ROW_SHAPES.loan),
  response: answer,
});
export const createOrEditReceiptEarning = endpoint({
  ...writes,
  path: '/api/receipt-undistributed-earning/createOrEditReceipts',
  summary: 'Lập hoặc sửa phiếu góp vốn (Nợ ví / Có 4111) hoặc rút lợi nhuận (Nợ 4212 / Có ví)',
  body: rowsOf(ROW_SHAPES.earning),
  response: answer,
});

const searchQuery = z.strictObject({ from: isoDate, to: isoDate, building: buildingCode.optional() }).superRefine((v, ctx) => withinMonths(12)(v, ctx));
const search = <P extends string>(path: P, what: string) =>
  endpoint({
    method: 'GET',
    access: 'staff',
    path,
    summary: `${what} trong khoảng ngày (tối đa 12 tháng, mọi toà hoặc một toà), cũ nhất trước`,
    query: searchQuery,
    response: z.array(otherDebtReceipt),
  });
export const searchReceiptGam = search('/api/receipt-gam/search', 'Phiếu thu/chi cô Gấm');
export const searchPartnerReceipts = search('/api/partner-receipt/search', 'Phiếu thu/chi đối tác');
export const searchReceiptLoans = search('/api/receipt-loan/search', 'Phiếu vay, trả nợ, trả lãi');
export const searchReceiptEarnings = search('/api/receipt-undistributed-earning/search', 'Phiếu góp vốn / rút lợi nhuận');

/** Opening balances are those of 2025-01-01; the reports run from January 2025. */
export const DEBT_REPORT_START = '2025-01-01';

/** The last day of a month, from January 2025 (400 otherwise). */
export const lastDateOfMonth = isoDate.superRefine((d, ctx) => {
  if (d.slice(8, 10) !== String(daysInMonth(d.slice(0, 7))).padStart(2, '0')) ctx.addIssue({ code: 'custom', message: 'Phải là ngày cuối tháng' });
  else if (d < DEBT_REPORT_START) ctx.addIssue({ code: 'custom', message: 'Báo cáo công nợ bắt đầu từ tháng 01/2025' });
});

/** One line of a debt report: balance as of 2025-01-01, what the period added and took, closing. */
export const debtReportLine = z.object({
  classification: z.string(),
  account: z.string(),
  object: z.string(),
  opening: z.number().int(),
  increase: z.number().int(),
  decrease: z.number().int(),
  closing: z.number().int(),
});
export type DebtReportLine = z.infer<typeof debtReportLine>;

const report = <P extends string, R extends z.ZodType>(path: P, summary: string, response: R) =>
  endpoint({ method: 'GET', access: 'staff', path, summary, query: z.strictObject({ lastDateOfMonth }), response });
export const gamDebtReport = report(
  '/api/receipt-gam/debt-report',
  'Công nợ cô Gấm (1381): số dư 01/01/2025, tăng (Nợ), giảm (Có) từ 01/01/2025 đến ngày cuối tháng, số dư cuối',
  debtReportLine,
);
export const partnerDebtReport = report(
  '/api/partner-receipt/debt-report',
  'Công nợ đối tác (1388): số dư 01/01/2025, tăng (Nợ), giảm (Có) từ 01/01/2025 đến ngày cuối tháng, số dư cuối',
  debtReportLine,
);
export const loanDebtReport = report(
  '/api/receipt-loan/debt-report',
  'Công nợ vay (3411) theo từng bên cho vay, dòng cuối là tổng: số dư 01/01/2025, tăng (Có), giảm (Nợ), số dư cuối',
  z.array(debtReportLine),
);

/** The partner's display name (business rules §1: a setting); version 0 = never set (the catalogue's name). */
export const partnerSettings = z.object({ name: z.string(), version: z.number().int(), updated_at: z.string().optional(), updated_by: z.string().optional() });
export const DEFAULT_PARTNER_NAME = 'Đối tác';

export const getPartnerSettings = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/partner-receipt/settings',
  summary: 'Tên hiển thị của đối tác (tài khoản 1388)',
  response: partnerSettings,
});
export const putPartnerSettings = endpoint({
  method: 'PUT',
  access: 'admin',
  idempotent: true,
  affects: ['other-debts', 'logs'],
  path: '/api/partner-receipt/settings',
  summary: 'Đổi tên hiển thị của đối tác (quản trị), theo phiên bản đã đọc',
  body: z.strictObject({
    name: z.string({ error: 'Vui lòng nhập tên đối tác' }).trim().min(1, 'Vui lòng nhập tên đối tác').max(60, 'Tên đối tác tối đa 60 ký tự'),
    version: z.number({ error: 'Thiếu phiên bản, vui lòng tải lại' }).int().min(0, 'Phiên bản không hợp lệ'),
  }),
  response: partnerSettings,
});
