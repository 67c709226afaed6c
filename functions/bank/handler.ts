import { domainHandler } from '../lib/http/handler';
import { listBankTransactions } from './list-bank-transactions';
import { updateBankTransaction } from './update-bank-transaction';
import { importBankStatement } from './import-statement';
import { bankWebhook } from './bank-webhook';
import { possibleInternalTransfers } from './possible-transfers';
import { createInternalTransfer } from './create-internal-transfer';
import { linkBankTransaction } from './link-bank-transaction';

export const handler = domainHandler('bank', {
  listBankTransactions,
  updateBankTransaction,
  importBankStatement,
  bankWebhook,
  possibleInternalTransfers,
  createInternalTransfer,
  linkBankTransaction,
});
