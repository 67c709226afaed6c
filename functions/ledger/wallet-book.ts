import * as api from '../../shared/api/ledger/books';
import { operation } from '../platform/http/handler';
import { walletBookPage } from '../kernel/ledger/wallet-book-page';

/**
 * /so-tien-mat and /so-tien-ngan-hang: one wallet's book for a range (business rules §7), a page of its
 * lines at a time with the range's opening, movements and closing (issue 23 §13).
 */
export const walletBook = operation(api.walletBook, async ({ query }) =>
  walletBookPage(query.wallet, query.from, query.to, { limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) }),
);
