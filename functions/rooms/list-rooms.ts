import * as api from '../../shared/api/rooms';
import { operation } from '../platform/http/handler';
import { listRooms as list } from '../kernel/model/room';

export const listRooms = operation(api.listRooms, async ({ query }) => list(query.building));
