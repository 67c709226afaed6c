import { domainHandler } from '../lib/http/handler';
import { chargeRoomMonths } from './charge-room-months';
import { createReceiptRoom } from './create-receipt-room';
import { searchReceiptRooms } from './search-receipt-rooms';

export const handler = domainHandler('receipts', { createReceiptRoom, searchReceiptRooms, chargeRoomMonths });
