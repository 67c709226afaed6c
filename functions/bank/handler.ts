import { domainHandler } from '../platform/http/handler';
import { listBankTransactions } from './list-bank-transactions';
import { updateBankTransaction } from './update-bank-transaction';
import { bankWebhook } from './bank-webhook';
import { possibleInternalTransfers } from './possible-transfers';
import { createInternalTransfer } from './create-internal-transfer';
import { linkBankTransaction } from './link-bank-transaction';

export const handler = domainHandler('bank', {
  listBankTransactions,
  updateBankTransaction,
  bankWebhook,
  possibleInternalTransfers,
  createInternalTransfer,
  linkBankTransaction,
});
