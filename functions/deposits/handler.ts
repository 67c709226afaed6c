import { domainHandler } from '../platform/http/handler';
import { createOrEditAdditionalDeposit } from './additional-deposit';
import { cancelDeposit } from './cancel-deposit';
import { createDeposit } from './create-deposit';
import { deleteDeposit } from './delete-deposit';
import { depositStatusOf } from './deposit-status';
import { listCommissions } from './list-commissions';
import { receiptContinuous } from './receipt-continuous';
import { receiptWrongFormat } from './receipt-wrong-format';
import { searchCancelledDeposits, searchDeposits } from './search-deposits';
import { transferDeposit } from './transfer-deposit';

export const handler = domainHandler('deposits', {
  createOrEditAdditionalDeposit,
  createDeposit,
  searchDeposits,
  depositStatusOf,
  cancelDeposit,
  deleteDeposit,
  transferDeposit,
  searchCancelledDeposits,
  listCommissions,
  receiptWrongFormat,
  receiptContinuous,
});
