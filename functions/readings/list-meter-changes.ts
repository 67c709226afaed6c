import * as api from '../../shared/api/readings';
import { operation } from '../platform/http/handler';
import { meterChangesBetween } from './model/meter-change';

/** A building's meter changes of one type in a date range, oldest first. */
export const listMeterChanges = operation(api.listMeterChanges, async ({ query }) =>
  meterChangesBetween(query.building, query.type, query.from, query.to, query.room_id),
);
