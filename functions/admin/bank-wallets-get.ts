import * as api from '../../shared/api/admin/bank-wallets';
import { operation } from '../platform/http/handler';
import { readBankSettings } from '../bank';

/** The bank accounts of wallets 2–5 and each building's collecting wallet (staff read it to print a VietQR). */
export const getBankWallets = operation(api.getBankWallets, async () => readBankSettings());
