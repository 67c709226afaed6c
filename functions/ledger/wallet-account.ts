import * as api from '../../shared/api/ledger';
import { ACCOUNTS } from '../../shared/catalog/accounts';
import { WALLETS } from '../../shared/catalog/wallets';
import { operation } from '../platform/http/handler';

export const walletAccount = operation(api.walletAccount, async () => ({ wallets: [...WALLETS], accounts: [...ACCOUNTS] }));
