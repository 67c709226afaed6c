import * as api from '../../shared/api/admin/prices';
import { operation } from '../platform/http/handler';
import { priceSettings } from './model/prices';

/** The dated prices and ceilings (the defaults, version 0, while none are stored): one GetItem. */
export const getPriceSettings = operation(api.getPriceSettings, async () => priceSettings());
