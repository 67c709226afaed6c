import * as api from '../../shared/api/utilities';
import { operation } from '../platform/http/handler';
import { analysisLogOf, analysisOf } from './model/consumption-analysis';

/** A month's analysis of every room (all buildings): the saved rows once finalized, else computed from the readings now. */
export const getElectricityAnalysis = operation(api.electricityAnalysis.get, async ({ query }) => ({
  month: query.month,
  type: 'E' as const,
  ...(await analysisOf('E', query.month)),
}));
export const getWaterAnalysis = operation(api.waterAnalysis.get, async ({ query }) => ({
  month: query.month,
  type: 'W' as const,
  ...(await analysisOf('W', query.month)),
}));

/** Whether the month is finalized: its log, or null. */
export const getElectricityAnalysisLog = operation(api.electricityAnalysis.log, async ({ query }) => ({ data: await analysisLogOf('E', query.month) }));
export const getWaterAnalysisLog = operation(api.waterAnalysis.log, async ({ query }) => ({ data: await analysisLogOf('W', query.month) }));
