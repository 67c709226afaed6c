import * as z from 'zod';
import { BUILDING_CODES } from '../catalog/buildings';
import { addDays, FIRST_BOOK_DATE, monthsSpanned, PLAN_DAYS_AHEAD, vnToday, VOUCHER_DAYS_AHEAD } from '../dates';

/** A calendar date in Asia/Ho_Chi_Minh, `YYYY-MM-DD`; impossible dates (2026-02-30) are refused. */
export const isoDate = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Vui lòng chọn ngày' : 'Ngày không hợp lệ') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    const t = new Date(Date.UTC(y!, m! - 1, d!));
    return t.getUTCFullYear() === y && t.getUTCMonth() === m! - 1 && t.getUTCDate() === d;
  }, 'Ngày không tồn tại');

const vnDate = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;

/**
 * The date of a voucher (a deposit, a check-in, a receipt...): from the first day of the books to at
 * most a month ahead, so a typo such as 2099 is refused instead of posted.
 */
export const voucherDate = isoDate.superRefine((d, ctx) => {
  const latest = addDays(vnToday(), VOUCHER_DAYS_AHEAD);
  if (d < FIRST_BOOK_DATE) ctx.addIssue({ code: 'custom', message: `Ngày không được trước ${vnDate(FIRST_BOOK_DATE)}` });
  else if (d > latest) ctx.addIssue({ code: 'custom', message: `Ngày không được sau ${vnDate(latest)}` });
});

/** A planned date (expected move-in, expected leave): within a year ahead. */
export const planDate = isoDate.superRefine((d, ctx) => {
  const latest = addDays(vnToday(), PLAN_DAYS_AHEAD);
  if (d < FIRST_BOOK_DATE) ctx.addIssue({ code: 'custom', message: `Ngày không được trước ${vnDate(FIRST_BOOK_DATE)}` });
  else if (d > latest) ctx.addIssue({ code: 'custom', message: `Ngày không được sau ${vnDate(latest)}` });
});

/** A date in a search range: any real date, the span is bounded by `withinMonths`. */
export const rangeDate = isoDate;

/**
 * A date range of at most `maxMonths` calendar months, oldest first, for a read that costs one Query
 * per month: 400 with the field and a Vietnamese message past it.
 */
export const withinMonths =
  (maxMonths: number) =>
  <T extends { from?: string; to?: string }>(v: T, ctx: z.RefinementCtx) => {
    if ((v.from === undefined) !== (v.to === undefined))
      ctx.addIssue({ code: 'custom', path: [v.from ? 'to' : 'from'], message: 'Vui lòng chọn đủ từ ngày và đến ngày' });
    else if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Ngày bắt đầu phải trước ngày kết thúc' });
    else if (v.from && v.to && monthsSpanned(v.from, v.to) > maxMonths)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Khoảng thời gian tối đa ${maxMonths} tháng` });
  };

/** A month, `YYYY-MM`. */
export const isoMonth = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Vui lòng chọn tháng' : 'Tháng không hợp lệ') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Tháng phải có dạng YYYY-MM');

/** The largest amount one line may carry: 100 tỷ đồng (far above any real voucher, far below 2^53). */
export const MAX_MONEY = 100_000_000_000;

/** Money is an integer number of đồng, never a float, and within ±100 tỷ. */
export const money = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Vui lòng nhập số tiền' : 'Số tiền phải là một số') })
  .int('Số tiền phải là số nguyên (đồng)')
  .min(-MAX_MONEY, 'Số tiền vượt quá giới hạn 100.000.000.000 đ')
  .max(MAX_MONEY, 'Số tiền vượt quá giới hạn 100.000.000.000 đ');
export const nonNegativeMoney = money.nonnegative('Số tiền không được âm');

export const buildingCode = z.enum(BUILDING_CODES, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Vui lòng chọn toà nhà' : 'Toà nhà không hợp lệ'),
});

/** Query strings arrive as text: accept `"20"` for a number. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * A list that grows with the rooms is answered a page at a time (issue 23 §13: a read costs the same at
 * ten times the rooms): `limit` rows from the `cursor` on, and the cursor of the next page while more
 * remain. A screen that shows the whole list reads its pages one after the other (web/src/api/every-page.ts).
 */
export const LIST_PAGE = 50;
export const LIST_PAGE_MAX = 500;
export const pageQuery = { limit: queryInt(1, LIST_PAGE_MAX).default(LIST_PAGE), cursor: z.string().max(2048).optional() };
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), cursor: z.string().optional() });

export const messageResponse = z.object({ message: z.string() });

export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
