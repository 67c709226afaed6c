import * as api from '../../shared/api/rooms';
import { operation } from '../lib/http/handler';
import { listRooms as list } from '../core/records/room';

export const listRooms = operation(api.listRooms, async ({ query }) => list(query.building));
