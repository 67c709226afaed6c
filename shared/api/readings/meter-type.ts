import * as z from 'zod';
import { METER_TYPES } from '../../readings/usage';

/**
 * The meter type field (E electricity, W water), on its own: other domains' schemas (the dashboard's
 * missing readings) name it without carrying every readings schema into their Lambda.
 */
export const meterType = z.enum(METER_TYPES, { error: 'Loại đồng hồ phải là E (điện) hoặc W (nước)' });
