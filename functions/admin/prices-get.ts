import * as api from '../../shared/api/settings-prices';
import { operation } from '../lib/http/handler';
import { priceSettings } from '../core/records/prices';

/** The dated prices and ceilings (the defaults, version 0, while none are stored): one GetItem. */
export const getPriceSettings = operation(api.getPriceSettings, async () => priceSettings());
