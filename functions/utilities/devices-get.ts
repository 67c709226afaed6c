import * as api from '../../shared/api/utilities';
import { operation } from '../platform/http/handler';
import { devicesPage } from './model/analysis-page';

/**
 * A page of the rooms' devices of a month (all buildings, a page of rooms at a time): once the month
 * is finalized, those saved with its rows; else the month's own assignment, or the newest of the three
 * months before, or none.
 */
export const getAnalysisDevices = operation(api.getAnalysisDevices, async ({ query }) => ({ month: query.month, ...(await devicesPage(query.month, query)) }));
