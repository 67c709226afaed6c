import * as api from '../../shared/api/utilities';
import type { MeterType } from '../../shared/readings/usage';
import { operation } from '../platform/http/handler';
import { unfinalizeAnalysis } from './model/consumption-analysis';

/**
 * An admin takes back a month's analysis finalized before the month was over (allowed before issue 21
 * item 4), with a reason for the log; a month finalized after it ended stays closed (409).
 */
const unfinalizeOf = (type: MeterType, endpoint: typeof api.electricityAnalysis.unfinalize) =>
  operation(endpoint, async ({ body }, { caller }) => unfinalizeAnalysis(type, body.month, caller, body.reason));

export const unfinalizeElectricityAnalysis = unfinalizeOf('E', api.electricityAnalysis.unfinalize);
export const unfinalizeWaterAnalysis = unfinalizeOf('W', api.waterAnalysis.unfinalize);
