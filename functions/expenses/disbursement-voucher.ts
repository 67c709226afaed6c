import type { Disbursement, DisbursementInput } from '../../shared/api/expenses';
import { payeeKey, type PayeeSettings } from '../../shared/api/expenses/payees';
import { accountOf } from '../../shared/catalog/accounts';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { Caller } from '../platform/claims';
import type { Stored } from '../kernel/stored';
import { BadRequest, Conflict } from '../platform/errors';
import { nowIso } from '../platform/time';
import { cashFloorItems } from '../kernel/ledger/cash-floor';
import { buildEntry, reversalOf, type Entry } from '../kernel/ledger/entry';
import { editableSlip } from '../kernel/editable-slip';
import type { Voucher } from '../kernel/voucher';
import { DISBURSEMENTS, disbursementPosting } from './model/expense-slips';
import { reserveNo, withoutEntry, writeSlip } from './model/money-slip';
import { referenceMarker } from './model/disbursement-ref';

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

/**
 * What a row must satisfy beyond its shape, checked before anything is written: the payee is on the
 * admin's list and active (an edit may keep a payee made inactive since); the slip it edits is of this
 * building, still active and at the version the caller saw; a new slip pays no outside transaction
 * already paid (`entered`: reference → slip number). `at` names the request field ('' for one slip,
 * 'disbursements.3.' in a batch). Answers the payee's name as the list spells it.
 */
export function checkDisbursement(
  building: BuildingCode,
  input: DisbursementInput,
  payees: PayeeSettings,
  old: Stored<Disbursement> | undefined,
  version: number | undefined,
  at = '',
  entered: ReadonlyMap<string, string> = new Map(),
): string {
  const paid = !old && input.reference ? entered.get(input.reference) : undefined;
  if (paid) throw new Conflict(`Giao dịch ${input.reference} đã có phiếu chi ${paid}`, `${at}reference`, 'duplicate');
  if (old && old.building !== building)
    throw new Conflict(`Phiếu chi ${old.slip_no} thuộc toà ${old.building}, không phải toà ${building}`, `${at}id`, 'state');
  if (old && old.version !== version) throw new Conflict(`Phiếu chi ${old.slip_no} vừa được người khác sửa, vui lòng tải lại`, `${at}version`, 'stale');
  if (old && (input.reference ?? '') !== (old.reference ?? '')) {
    // The reference names the outside transaction the slip paid (its marker keeps it paid once).
    const message = `Phiếu chi ${old.slip_no} không đổi được mã tham chiếu`;
    throw new BadRequest(`Dữ liệu không hợp lệ: ${at}reference: ${message}`, [{ path: `${at}reference`, message }]);
  }
  const wanted = payeeKey(input.payee);
  if (old && payeeKey(old.payee) === wanted) return old.payee;
  const found = payees.payees.find((p) => payeeKey(p.name) === wanted);
  if (!found || !found.active) {
    const message = found
      ? `Người nhận "${found.name}" đã ngừng sử dụng`
      : `Người nhận "${input.payee}" không có trong danh sách người nhận tiền (trang Quản trị)`;
    throw new BadRequest(`Dữ liệu không hợp lệ: ${at}payee: ${message}`, [{ path: `${at}payee`, message }]);
  }
  return found.name;
}

/**
 * One expense slip as ONE voucher (business rules §7): Dr the category's account (object the payee) /
 * Cr the wallet, an editable slip (kernel/editable-slip.ts): a new one takes its number in the
 * transaction, an edit keeps it; a new slip that pays an outside transaction marks it paid.
 * `field` prefixes the fields of a batch row.
 */
export function disbursementVoucher(
  caller: Pick<Caller, 'sub' | 'username'>,
  building: BuildingCode,
  id: string,
  input: DisbursementInput,
  old: Stored<Disbursement> | undefined,
  field = '',
): () => Promise<Voucher<Disbursement>> {
  return async () => {
    const at = nowIso();
    const number = old ? undefined : await reserveNo(DISBURSEMENTS, building, input.date);
    const slip_no = old?.slip_no ?? number!.no;
    const entry = buildEntry(disbursementPosting(building, id, slip_no, input), at);
    const edit = editableSlip({
      caller,
      at,
      old,
      date: input.date,
      entry,
      reversal: `Sửa phiếu chi ${slip_no}`,
      field,
      shown: (d: Pick<Disbursement, 'date' | 'wallet' | 'amount' | 'category' | 'payee' | 'description'>) => ({
        date: d.date,
        wallet: d.wallet,
        amount: d.amount,
        category: d.category,
        payee: d.payee,
        description: d.description,
      }),
    });
    const slip: Disbursement = {
      id,
      slip_no,
      building,
      date: input.date,
      wallet: input.wallet,
      amount: input.amount,
      category: input.category,
      account: accountOf(input.category)!.accounting_account,
      payee: input.payee,
      description: input.description,
      ...(input.reference ? { reference: input.reference } : {}),
      version: edit.version,
      status: 'active',
      ...edit.stamps,
    };
    return {
      caller,
      at,
      lockDates: edit.lockDates,
      records: [
        writeSlip(DISBURSEMENTS, slip, entry, edit.readVersion, `${field}version`),
        ...(number ? [number.item] : []),
        ...(!old && input.reference ? [referenceMarker(input.reference, slip, `${field}reference`)] : []),
      ],
      entries: edit.entries,
      audit: {
        action: 'disbursement',
        entity: 'disbursement',
        entityId: id,
        entityNo: slip_no,
        entityName: input.payee,
        building,
        summary: old
          ? `Sửa phiếu chi ${slip_no}: ${money(old.amount)} → ${money(input.amount)} (${input.payee})`
          : `Chi ${slip_no}: ${money(input.amount)} cho ${input.payee} – ${input.description}`,
        ...edit.diff(slip),
      },
      answer: slip,
    };
  };
}

/**
 * A batch's rows together must not take a cash box below zero (business rules §9): checked before
 * the first row is written, so a batch that would overdraw writes nothing. Each row's voucher checks
 * again in its own transaction (postVoucher), which settles a payment landing meanwhile.
 */
export async function assertBatchCashFloor(building: BuildingCode, rows: readonly { input: DisbursementInput; old?: Stored<Disbursement> }[]): Promise<void> {
  const at = nowIso();
  const entries = rows.flatMap(({ input, old }, i): Entry[] => {
    const entry = buildEntry(disbursementPosting(building, old?.id ?? `row-${i}`, old?.slip_no ?? `row-${i}`, input), at);
    return old?.entry ? [reversalOf(old.entry, old.date, '', at), entry] : [entry];
  });
  await cashFloorItems(entries);
}

export const disbursementOut = (d: Stored<Disbursement>): Disbursement => withoutEntry(d);
