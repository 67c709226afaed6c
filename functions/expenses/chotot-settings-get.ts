import * as api from '../../shared/api/chotot';
import { operation } from '../lib/http/handler';
import { publicChotot, readChotot } from '../core/records/chotot-settings';

/** Whether the Chợ Tốt API is configured (its address, `key_set`): the key itself never leaves the server. */
export const getChototSettings = operation(api.getChototSettings, async () => publicChotot(await readChotot()));
