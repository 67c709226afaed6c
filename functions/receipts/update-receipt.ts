import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { planReceiptEdit } from './model/receipt-vouchers';

/** PUT /api/receipt-rooms/{id}: a rent receipt corrected (reversal + new entry in one voucher, version + 1). */
export const updateReceiptRoom = operation(api.updateReceiptRoom, async ({ params, body }, { caller }) =>
  postVoucher(planReceiptEdit(params.id, body, caller, { kind: 'room' })),
);

/** PUT /api/receipt-collected/{id}: a collected receipt corrected the same way (its collector too). */
export const updateReceiptCollected = operation(api.updateReceiptCollected, async ({ params, body }, { caller }) =>
  postVoucher(planReceiptEdit(params.id, body, caller, { kind: 'collected' })),
);
