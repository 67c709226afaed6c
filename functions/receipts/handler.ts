import { domainHandler } from '../platform/http/handler';
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
import { removeReceiptRoom } from './remove-receipt-room';
import { updateReceiptCollected, updateReceiptRoom } from './update-receipt';
import { createOrEditReceiptRooms } from './create-or-edit-receipt-rooms';
import { createReceiptCollected } from './create-receipt-collected';
import { searchReceiptCollected } from './search-receipt-collected';

export const handler = domainHandler('receipts', {
  createReceiptRoom,
  searchReceiptRooms,
  chargeRoomMonths,
  createAdjustment,
  searchAdjustments,
  createReceiptOther,
  searchReceiptOthers,
  updateReceiptOther,
  createOrEditReceiptOthers,
  receiptRoomAndOther,
  receiptNewest,
  differenceReceipt,
  removeReceiptRoom,
  updateReceiptRoom,
  createOrEditReceiptRooms,
  createReceiptCollected,
  searchReceiptCollected,
  updateReceiptCollected,
});
