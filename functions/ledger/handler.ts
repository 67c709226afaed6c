import { domainHandler } from '../platform/http/handler';
import { debtSummary } from './debt-summary';
import { getTrialBalance } from './get-trial-balance';
import { listJournal } from './list-journal';
import { searchDebts } from './search-debts';
import { walletAccount } from './wallet-account';
import { walletBook } from './wallet-book';

export const handler = domainHandler('ledger', { listJournal, getTrialBalance, walletAccount, searchDebts, walletBook, debtSummary });
