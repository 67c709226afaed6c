import * as api from '../../shared/api/rooms';
import { operation } from '../platform/http/handler';
import { roomItemsPage, toRoom } from '../kernel/model/room';

/** A page of the rooms (one building's, or every building's one after another), in key order. */
export const listRooms = operation(api.listRooms, async ({ query }) => {
  const page = await roomItemsPage(query.building, query);
  return { items: page.items.map(toRoom), ...(page.cursor ? { cursor: page.cursor } : {}) };
});
