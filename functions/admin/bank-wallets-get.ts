import * as api from '../../shared/api/settings-bank';
import { operation } from '../lib/http/handler';
import { readBankSettings } from '../core/records/bank-settings';

/** The bank accounts of wallets 2–5 and each building's collecting wallet (staff read it to print a VietQR). */
export const getBankWallets = operation(api.getBankWallets, async () => readBankSettings());
