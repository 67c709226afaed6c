import * as api from '../../shared/api/readings';
import { operation } from '../lib/http/handler';
import { meterChangesBetween } from '../core/records/meter-change';

/** A building's meter changes of one type in a date range, oldest first. */
export const listMeterChanges = operation(api.listMeterChanges, async ({ query }) =>
  meterChangesBetween(query.building, query.type, query.from, query.to, query.room_id),
);
