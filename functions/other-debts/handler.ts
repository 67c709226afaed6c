import { domainHandler } from '../platform/http/handler';
import { createOrEditPartnerReceipt, createOrEditReceiptEarning, createOrEditReceiptGam, createOrEditReceiptLoan } from './create-or-edit-receipts';
import { gamDebtReport, loanDebtReport, partnerDebtReport } from './debt-report';
import { getPartnerSettings, putPartnerSettings } from './partner-settings';
import { searchPartnerReceipts, searchReceiptEarnings, searchReceiptGam, searchReceiptLoans } from './search-receipts';

export const handler = domainHandler('other-debts', {
  createOrEditReceiptGam,
  createOrEditPartnerReceipt,
  createOrEditReceiptLoan,
  createOrEditReceiptEarning,
  searchReceiptGam,
  searchPartnerReceipts,
  searchReceiptLoans,
  searchReceiptEarnings,
  gamDebtReport,
  partnerDebtReport,
  loanDebtReport,
  getPartnerSettings,
  putPartnerSettings,
});
