import * as z from 'zod';
import { endpoint } from '../endpoint';
import { isoDate, pageOf, pageQuery, queryInt } from '../common';
import { WALLET_IDS } from '../../catalog/wallets';

/** One line of a cash or bank book: money in is `debit`, money out `credit`, `balance` runs after it. */
export const bookLine = z.object({
  date: isoDate,
  entry_id: z.string(),
  line: z.number().int(),
  voucher_type: z.string(),
  voucher_id: z.string(),
  voucher_no: z.string().optional(),
  description: z.string(),
  building: z.string(),
  object: z.string().optional(),
  object_name: z.string().optional(),
  counter_accounts: z.array(z.string()).describe('accounting numbers on the other side of the entry'),
  debit: z.number().int(),
  credit: z.number().int(),
  balance: z.number().int(),
});
export type BookLine = z.infer<typeof bookLine>;

/** The longest range one book answers: a quarter, so a busy bank wallet stays a bounded read. */
export const BOOK_MAX_DAYS = 92;

export const walletBook = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/books/wallet',
  summary:
    'Sổ quỹ tiền mặt / sổ tiền gửi ngân hàng của một ví: số dư đầu kỳ, Σ thu, Σ chi, số dư cuối kỳ của khoảng ngày, và một trang các dòng với tài khoản đối ứng và số dư luỹ kế',
  // A page of the range's lines (issue 23 §13: a busy bank wallet's quarter is thousands of lines at ten
  // times the rooms); the page's size is the lists' default (LIST_PAGE): the book's screens read every page.
  query: z
    .strictObject({
      wallet: queryInt(2, 10).refine((w) => WALLET_IDS.includes(w), 'Ví không tồn tại'),
      from: isoDate,
      to: isoDate,
      ...pageQuery,
    })
    .superRefine((q, ctx) => {
      if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Ngày kết thúc phải sau ngày bắt đầu' });
      else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= BOOK_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `Mỗi lần xem tối đa ${BOOK_MAX_DAYS} ngày` });
    }),
  // Every page answers the whole range's opening, movements and closing (from the ledger's rollups, not
  // from the lines), and `items`: the page's lines in date order, each with its running balance.
  response: pageOf(bookLine).extend({
    wallet: z.number().int(),
    account: z.string(),
    opening: z.number().int(),
    total_debit: z.number().int(),
    total_credit: z.number().int(),
    closing: z.number().int(),
  }),
});
