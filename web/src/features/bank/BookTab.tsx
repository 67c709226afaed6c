import { useQuery } from '@tanstack/react-query';
import { WalletBookTable } from '../../components/books/WalletBookTable';
import { booksQueries } from '../ledger/books/queries';
import type { BankRange } from './queries';
import { walletFileTag } from '../../../../shared/exports/file-names';

export const BOOK_TITLE = 'Sổ tiền gửi ngân hàng';

/** The bank wallet's book of the range: opening, each line with its running balance, the movements, closing. */
export function BookTab({ range }: { range: BankRange }) {
  const found = useQuery(booksQueries.wallet(range));
  return (
    <WalletBookTable
      title={BOOK_TITLE}
      fileName={`so-tien-gui-ngan-hang-${walletFileTag(range.wallet)}-${range.from}-${range.to}`}
      wallet={range.wallet}
      from={range.from}
      to={range.to}
      book={found.data}
      loading={found.isFetching}
      pending={found.isPending}
      error={found.error}
    />
  );
}
