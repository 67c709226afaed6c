import type { SearchVoucher } from '../../../shared/api/search';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { collectedReceiptsMoved } from '../../receipts';
import { VOUCHER_PREFIXES, type VoucherNumber, type VoucherPrefix } from '../rules/query-kinds';

/**
 * A numbered voucher by its number: the number names its building and month, so the voucher is in
 * one partition of its type's "building and month" index (GSI1). That partition is read with the
 * number as a filter: at most the month's vouchers of that type and building (the counter's 999),
 * whatever the size of the history — no search index needed for an exact number.
 */

interface Family {
  /** The GSI1 partition of the building's month. */
  pk: (building: string, month: string) => string;
  /** The attribute holding the number. */
  numberAttribute: string;
}

const family = (prefix: VoucherPrefix): Family => {
  const v = VOUCHER_PREFIXES[prefix];
  switch (v.kind) {
    case 'deposit':
      return { pk: keys.depositBuildingMonth, numberAttribute: 'slip_no' };
    case 'receipt_room':
      return { pk: keys.receiptsOf, numberAttribute: 'receipt_no' };
    case 'receipt_collected':
      return { pk: keys.receiptsCollectedOf, numberAttribute: 'receipt_no' };
    case 'receipt_other':
      return { pk: keys.receiptOthersOf, numberAttribute: 'receipt_no' };
    case 'adjustment':
      return { pk: keys.adjustmentsOf, numberAttribute: 'adjustment_no' };
    case 'disbursement':
      return { pk: keys.disbursementsOf, numberAttribute: 'slip_no' };
    case 'cash_transfer':
      // Transfers are listed per month across buildings: the building is in the number.
      return { pk: keys.cashTransfersOf, numberAttribute: 'slip_no' };
    case 'receipt_cash':
      return { pk: keys.receiptCashOf, numberAttribute: 'receipt_no' };
    case 'other_debt':
      return { pk: (_b, month) => keys.otherDebtReceiptsOf(v.book, month), numberAttribute: 'receipt_no' };
    case 'repair_payment':
      return { pk: (b, month) => keys.repairPaymentsOf(v.book, b, month), numberAttribute: 'slip_no' };
  }
};

/**
 * The partitions the number may be in: its type's; a collected receipt (TH…) stored before those had
 * their own is in the rent receipts' month until the backfill moved it (receipts/model/collected-partition.ts).
 */
async function partitionsOf(n: VoucherNumber, f: Family): Promise<string[]> {
  const own = f.pk(n.building, n.month);
  if (VOUCHER_PREFIXES[n.prefix].kind !== 'receipt_collected' || (await collectedReceiptsMoved())) return [own];
  return [own, keys.receiptsOf(n.building, n.month)];
}

/** The voucher with this number, if it exists (one Query of one building's month of its type; two for a TH number until `partitionsOf` says moved). */
export async function voucherByNumber(n: VoucherNumber): Promise<SearchVoucher[]> {
  const f = family(n.prefix);
  const v = VOUCHER_PREFIXES[n.prefix];
  const found = await Promise.all(
    (await partitionsOf(n, f)).map((pk) =>
      queryAll({
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk',
        FilterExpression: '#no = :no AND building = :b',
        ProjectionExpression: '#no, building, #date, room_id',
        ExpressionAttributeNames: { '#no': f.numberAttribute, '#date': 'date' },
        ExpressionAttributeValues: { ':pk': pk, ':no': n.number, ':b': n.building },
      }),
    ),
  );
  const items = found.flat();
  return items.slice(0, 1).map((i) => ({
    kind: v.kind,
    number: String(i[f.numberAttribute]),
    building: n.building,
    date: String(i.date),
    ...(typeof i.room_id === 'string' && i.room_id ? { room_id: i.room_id } : {}),
    ...('book' in v ? { book: v.book } : {}),
  }));
}
