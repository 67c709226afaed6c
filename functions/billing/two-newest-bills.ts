import * as api from '../../shared/api/readings';
import { operation } from '../lib/http/handler';
import { tableOf } from '../core/records/reading';

/** A building's reading table of one month and type: each room's previous and current reading, usage and amount. */
export const getTwoNewestBills = operation(api.getTwoNewestBills, async ({ query }) => tableOf(query.building, query.type, query.month));
