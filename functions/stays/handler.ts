import { domainHandler } from '../platform/http/handler';
import { cancelCheckOut } from './cancel-check-out';
import { createCheckIn } from './create-check-in';
import { createCheckOut } from './create-check-out';
import { removeCheckIn } from './remove-check-in';
import { searchCashDeposits, searchCheckIns, searchCheckOuts, searchReturnDeposits } from './search';
import { updateReturnDeposit } from './update-return-deposit';

export const handler = domainHandler('stays', {
  createCheckIn,
  searchCheckIns,
  removeCheckIn,
  createCheckOut,
  searchCheckOuts,
  cancelCheckOut,
  searchReturnDeposits,
  updateReturnDeposit,
  searchCashDeposits,
});
