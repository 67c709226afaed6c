import * as api from '../../shared/api/utilities';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { operation } from '../platform/http/handler';
import { buildingBalance } from './model/utility-balance';
import { utilitySettingsNow } from './model/utility-settings';

/** Every building's month of one utility: state against rooms + internal, the loss in units, đồng and %, and its flags. */
export const compareByBuilding = operation(api.compareByBuilding, async ({ query }) => {
  const [settings, ...rows] = await Promise.all([utilitySettingsNow(), ...BUILDING_CODES.map((b) => buildingBalance(b, query.type, query.month))]);
  return { month: query.month, type: query.type, loss_threshold: settings.loss_threshold, rows };
});
