import { domainHandler } from '../lib/http/handler';
import { createOrEditAdditionalDeposit } from './additional-deposit';
import { getTrialBalance } from './get-trial-balance';
import { listJournal } from './list-journal';
import { searchDebts } from './search-debts';
import { walletAccount } from './wallet-account';

export const handler = domainHandler('ledger', { listJournal, getTrialBalance, walletAccount, createOrEditAdditionalDeposit, searchDebts });
