import * as api from '../../shared/api/ledger/books';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { BOOK_MAX_LINES, walletBook as readBook } from '../kernel/ledger/wallet-book';

/** /so-tien-mat and /so-tien-ngan-hang: one wallet's book for a range (business rules §7). */
export const walletBook = operation(api.walletBook, async ({ query }) => {
  const book = await readBook(query.wallet, query.from, query.to);
  if ('tooLong' in book) {
    const message = `Sổ có hơn ${BOOK_MAX_LINES.toLocaleString('vi-VN')} dòng trong khoảng này, vui lòng chọn khoảng ngày ngắn hơn`;
    throw new BadRequest(message, [{ path: 'query.to', message }]);
  }
  return book;
});
