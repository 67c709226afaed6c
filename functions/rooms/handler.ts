import { domainHandler } from '../lib/http/handler';
import { createRoom } from './create-room';
import { listRooms } from './list-rooms';

export const handler = domainHandler('rooms', { listRooms, createRoom });
