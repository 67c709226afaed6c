import * as api from '../../shared/api/utilities';
import { operation } from '../platform/http/handler';
import { analysisLogOf } from './model/consumption-analysis';
import { analysisPage } from './model/analysis-page';

/**
 * A page of a month's analysis of every room (all buildings, a page of rooms at a time): the saved rows
 * once finalized, else computed from the readings now. Month, type and `finalized` are the month's.
 */
export const getElectricityAnalysis = operation(api.electricityAnalysis.get, async ({ query }) => ({
  month: query.month,
  type: 'E' as const,
  ...(await analysisPage('E', query.month, query)),
}));
export const getWaterAnalysis = operation(api.waterAnalysis.get, async ({ query }) => ({
  month: query.month,
  type: 'W' as const,
  ...(await analysisPage('W', query.month, query)),
}));

/** Whether the month is finalized: its log, or null. */
export const getElectricityAnalysisLog = operation(api.electricityAnalysis.log, async ({ query }) => ({ data: await analysisLogOf('E', query.month) }));
export const getWaterAnalysisLog = operation(api.waterAnalysis.log, async ({ query }) => ({ data: await analysisLogOf('W', query.month) }));
