import * as api from '../../shared/api/ledger';
import { operation } from '../platform/http/handler';
import { trialBalance } from '../kernel/ledger/trial-balance';

export const getTrialBalance = operation(api.trialBalance, async ({ query }) => trialBalance(query.from, query.to, query.building));
