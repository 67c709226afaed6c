import * as api from '../../shared/api/ledger';
import { operation } from '../lib/http/handler';
import { trialBalance } from '../core/ledger/trial-balance';

export const getTrialBalance = operation(api.trialBalance, async ({ query }) => trialBalance(query.from, query.to, query.building));
