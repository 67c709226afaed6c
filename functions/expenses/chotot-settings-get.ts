import * as api from '../../shared/api/expenses/chotot';
import { operation } from '../platform/http/handler';
import { publicChotot, readChotot } from './model/chotot-settings';

/** Whether the Chợ Tốt API is configured (its address, `key_set`): the key itself never leaves the server. */
export const getChototSettings = operation(api.getChototSettings, async () => publicChotot(await readChotot()));
