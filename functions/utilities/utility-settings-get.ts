import * as api from '../../shared/api/utilities';
import { operation } from '../platform/http/handler';
import { utilitySettingsNow } from './model/utility-settings';

/** The loss threshold and the analysis flags' thresholds (the defaults until an admin saves them). */
export const getUtilitySettings = operation(api.getUtilitySettings, () => utilitySettingsNow());
