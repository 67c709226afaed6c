import { domainHandler } from '../lib/http/handler';
import { chargeRoomMonths } from './charge-room-months';
import { createAdjustment } from './create-adjustment';
import { createReceiptRoom } from './create-receipt-room';
import { searchAdjustments } from './search-adjustments';
import { searchReceiptRooms } from './search-receipt-rooms';

export const handler = domainHandler('receipts', { createReceiptRoom, searchReceiptRooms, chargeRoomMonths, createAdjustment, searchAdjustments });
