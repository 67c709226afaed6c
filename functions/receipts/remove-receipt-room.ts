import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { planReceiptRemoval } from './model/receipt-vouchers';

/**
 * POST /api/receipt-rooms/remove: a rent or collected receipt removed (never deleted): a reversing
 * entry on its date, the room un-settled (its credit first, then its newest paid bills), status
 * `removed` and version + 1, in ONE voucher.
 */
export const removeReceiptRoom = operation(api.removeReceiptRoom, async ({ body }, { caller }) =>
  postVoucher(planReceiptRemoval(body.id, body.version, body.reason, caller)),
);
