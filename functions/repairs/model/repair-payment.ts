import type { RepairBook, RepairPayment } from '../../../shared/api/repairs';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import type { EntryInput } from '../../kernel/ledger/entry';
import type { SlipSeries } from '../../expenses';

/**
 * The repair payment voucher (business rules §7, "repair timesheet paid"): one per repairman, building
 * and month of a book, Dr 8111 (account key `repair`, object `repairman:<id>`) / Cr the wallet paid
 * from. Its number series is the book's own: SC<building><YYMM>-NNN, PCCC works SP<building><YYMM>-NNN.
 */

export const REPAIR_PAYMENTS: Record<RepairBook, SlipSeries> = {
  ordinary: series('ordinary', 'SC', 'Phiếu chi sửa chữa'),
  pccc: series('pccc', 'SP', 'Phiếu chi sửa chữa PCCC'),
};

function series(book: RepairBook, prefix: string, noun: string): SlipSeries {
  return {
    entity: 'repair_payment',
    counterEntity: 'repair_payment_counter',
    prefix,
    noun,
    key: (id) => keys.repairPayment(book, id),
    monthPk: (building, month) => keys.repairPaymentsOf(book, building, month),
    counterKey: (building, month) => keys.repairPaymentCounter(book, building, month),
  };
}

/** The current version of each payment by id (one BatchGet): what a screen showing a paid timesheet sends to cancel its payment. */
export async function repairPaymentVersions(book: RepairBook, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const items = await getMany(
    [...new Set(ids)].map((id) => keys.repairPayment(book, id)),
    { consistent: true },
  );
  return new Map(items.filter((i) => i.entity === 'repair_payment').map((i) => [String(i.id), Number(i.version)]));
}

export const repairmanObject = (id: string) => `repairman:${id}`;
export const REPAIR_VOUCHER_TYPE: Record<RepairBook, string> = { ordinary: 'repair_timesheet', pccc: 'pccc_repair_timesheet' };

export function repairPaymentPosting(p: Omit<RepairPayment, 'created_at' | 'created_by'>): EntryInput {
  const what = p.book === 'pccc' ? 'sửa chữa PCCC' : 'sửa chữa';
  return {
    date: p.date,
    building: p.building as BuildingCode,
    voucher_type: REPAIR_VOUCHER_TYPE[p.book],
    voucher_id: p.id,
    voucher_no: p.slip_no,
    description: `Chi ${p.slip_no}: trả thợ ${p.repairman_name} tiền ${what} tháng ${p.month.slice(5, 7)}/${p.month.slice(0, 4)} (${p.timesheet_ids.length} bảng chấm công)`,
    lines: [
      { account_key: 'repair', debit: p.amount, object: repairmanObject(p.repairman_id), object_name: p.repairman_name },
      { wallet: p.wallet, credit: p.amount },
    ],
  };
}
