import * as api from '../../shared/api/utilities';
import { DEVICES } from '../../shared/catalog/devices';
import { operation } from '../platform/http/handler';

/** The device catalogue (TL ML MG MQ BD BG AD) with the typical monthly use a flag compares against. */
export const listDevices = operation(api.listDevices, async () => ({ items: DEVICES.map((d) => ({ ...d })) }));
