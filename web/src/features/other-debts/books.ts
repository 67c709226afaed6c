import { DIRECTION_LABELS, EARNING_KIND_LABELS, LOAN_KIND_LABELS, type OtherDebtBook, type OtherDebtReceipt } from '../../../../shared/api/other-debts';

/** The screen's tabs, in order: the landlady first (the screen's own name), then partner, loans, owner. */
export const BOOK_TABS: readonly OtherDebtBook[] = ['gam', 'partner', 'loan', 'earning'];

/** A book in staff's words; the partner by the name the settings give it. */
export function bookTitle(book: OtherDebtBook, partnerName: string): string {
  switch (book) {
    case 'gam':
      return 'Cô Gấm';
    case 'partner':
      return partnerName;
    case 'loan':
      return 'Vay';
    case 'earning':
      return 'Vốn / lợi nhuận';
  }
}

/** What a receipt is: thu/chi for the landlady and partner, its kind for loans and earnings. */
export const kindText = (r: Pick<OtherDebtReceipt, 'direction' | 'kind'>): string =>
  r.kind
    ? ((LOAN_KIND_LABELS as Record<string, string>)[r.kind] ?? (EARNING_KIND_LABELS as Record<string, string>)[r.kind] ?? r.kind)
    : DIRECTION_LABELS[r.direction];

/** Who the receipt is with, as printed and listed. */
export function counterpartOf(book: OtherDebtBook, r: Pick<OtherDebtReceipt, 'lender'>, partnerName: string): string {
  if (book === 'loan') return r.lender ?? '';
  return book === 'earning' ? 'Chủ sở hữu' : bookTitle(book, partnerName);
}
