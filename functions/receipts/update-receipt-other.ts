import * as api from '../../shared/api/receipts/others';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { getReceiptOther } from './model/receipt-other';
import { checkReceiptOther, receiptOtherVoucher } from './receipt-other-voucher';

/**
 * An other receipt corrected (there is no removal: a wrong amount is edited to the right one): the old
 * entry reversed on its own date and the new one posted, in ONE voucher with the record put back on
 * the version the caller saw; both dates must be open (edit lock).
 */
export const updateReceiptOther = operation(api.updateReceiptOther, async ({ params, body }, { caller }) => {
  const old = await getReceiptOther(params.id);
  const { version, ...input } = body;
  const building = old.building as BuildingCode;
  await checkReceiptOther(building, input, old, version);
  return postVoucher(receiptOtherVoucher(caller, building, old.id, input, old));
});
