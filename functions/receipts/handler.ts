import { domainHandler } from '../lib/http/handler';
import { chargeRoomMonths } from './charge-room-months';
import { createAdjustment } from './create-adjustment';
import { createReceiptRoom } from './create-receipt-room';
import { createReceiptOther } from './create-receipt-other';
import { searchReceiptOthers } from './search-receipt-others';
import { updateReceiptOther } from './update-receipt-other';
import { createOrEditReceiptOthers } from './create-or-edit-receipt-others';
import { receiptRoomAndOther } from './receipt-room-and-other';
import { receiptNewest } from './receipt-newest';
import { differenceReceipt } from './difference-receipt';
import { searchAdjustments } from './search-adjustments';
import { searchReceiptRooms } from './search-receipt-rooms';

export const handler = domainHandler('receipts', { createReceiptRoom, searchReceiptRooms, chargeRoomMonths, createAdjustment, searchAdjustments,
  createReceiptOther, searchReceiptOthers, updateReceiptOther, createOrEditReceiptOthers, receiptRoomAndOther, receiptNewest, differenceReceipt });
