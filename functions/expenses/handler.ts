import { domainHandler } from '../platform/http/handler';
import { getChototSettings } from './chotot-settings-get';
import { putChototSettings } from './chotot-settings-put';
import { getChototTransactions } from './chotot-transactions';
import { createCashTransferSlip } from './create-cash-transfer-slip';
import { createDisbursement } from './create-disbursement';
import { createOrEditDisbursements } from './create-or-edit-disbursements';
import { createReceiptCash } from './create-receipt-cash';
import { listDisbursements } from './list-disbursements';
import { getPayees } from './payees-get';
import { putPayees } from './payees-put';
import { searchCashTransferSlips } from './search-cash-transfer-slips';
import { searchReceiptCash } from './search-receipt-cash';

export const handler = domainHandler('expenses', {
  getPayees,
  putPayees,
  getChototSettings,
  putChototSettings,
  getChototTransactions,
  createDisbursement,
  listDisbursements,
  createOrEditDisbursements,
  createCashTransferSlip,
  searchCashTransferSlips,
  createReceiptCash,
  searchReceiptCash,
});
