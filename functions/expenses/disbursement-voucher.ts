import type { Disbursement, DisbursementInput } from '../../shared/api/expenses';
import { payeeKey, type PayeeSettings } from '../../shared/api/expenses/payees';
import { accountOf } from '../../shared/catalog/accounts';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { Caller } from '../platform/claims';
import type { Stored } from '../kernel/stored';
import { getMany } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { createItem, type TxItem } from '../platform/db/transact';
import { BadRequest, Conflict } from '../platform/errors';
import { nowIso } from '../platform/time';
import { cashFloorItems } from '../kernel/ledger/cash-floor';
import { buildEntry, reversalOf, type Entry } from '../kernel/ledger/posting';
import type { Voucher } from '../kernel/voucher';
import { DISBURSEMENTS, disbursementPosting } from './model/expense-slips';
import { reserveNo, withoutEntry, writeSlip } from './model/money-slip';

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
  if (old && old.building !== building) throw new Conflict(`Phiếu chi ${old.slip_no} thuộc toà ${old.building}, không phải toà ${building}`, `${at}id`, 'state');
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
    const message = found ? `Người nhận "${found.name}" đã ngừng sử dụng` : `Người nhận "${input.payee}" không có trong danh sách người nhận tiền (trang Quản trị)`;
    throw new BadRequest(`Dữ liệu không hợp lệ: ${at}payee: ${message}`, [{ path: `${at}payee`, message }]);
  }
  return found.name;
}

/**
 * One expense slip as ONE voucher (business rules §7): Dr the category's account (object the payee) /
 * Cr the wallet. A new one takes its number in the transaction; an edit keeps its number, reverses the
 * old entry on its own date and posts the new one, the record put back on the version it was read
 * with (both dates checked against the edit lock). `field` prefixes the fields of a batch row.
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
    const reversal = old?.entry ? reversalOf(old.entry, old.date, `Sửa phiếu chi ${slip_no}`, at) : undefined;
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
      version: (old?.version ?? 0) + 1,
      status: 'active',
      created_at: old?.created_at ?? at,
      created_by: old?.created_by ?? caller.username,
      ...(old ? { updated_at: at, updated_by: caller.username } : {}),
    };
    const shown = (d: Pick<Disbursement, 'date' | 'wallet' | 'amount' | 'category' | 'payee' | 'description'>) => ({
      date: d.date,
      wallet: d.wallet,
      amount: d.amount,
      category: d.category,
      payee: d.payee,
      description: d.description,
    });
    return {
      caller,
      at,
      lockDates: { [`${field}date`]: input.date, ...(old ? { [`${field}id`]: old.date } : {}) },
      records: [
        writeSlip(DISBURSEMENTS, slip, entry, old?.version, `${field}version`),
        ...(number ? [number.item] : []),
        ...(!old && input.reference ? [referenceMarker(input.reference, slip, `${field}reference`)] : []),
      ],
      entries: [reversal, entry],
      audit: {
        action: 'disbursement',
        entity: 'disbursement',
        entityId: id,
        entityNo: slip_no,
        entityName: input.payee,
        building,
        summary: old ? `Sửa phiếu chi ${slip_no}: ${money(old.amount)} → ${money(input.amount)} (${input.payee})` : `Chi ${slip_no}: ${money(input.amount)} cho ${input.payee} – ${input.description}`,
        ...(old ? { before: shown(old) } : {}),
        after: shown(slip),
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

/**
 * The outside transaction (a Chợ Tốt spend) a new slip pays, marked in the slip's own transaction: a
 * second slip for it — the same proposal imported twice, by anyone, in any building — is a 409
 * `duplicate` naming the first slip's reference.
 */
function referenceMarker(reference: string, slip: Disbursement, field: string): TxItem {
  return {
    ...createItem({ ...keys.disbursementRef(reference), entity: 'disbursement_ref', reference, disbursement_id: slip.id, slip_no: slip.slip_no, building: slip.building }, `Giao dịch ${reference} đã có phiếu chi`),
    field,
    code: 'duplicate',
  };
}

/** The slips already entered for these references (one BatchGet): reference → slip number. */
export async function slipsOfReferences(references: readonly string[]): Promise<Map<string, string>> {
  const found = references.length ? await getMany([...new Set(references)].map((r) => keys.disbursementRef(r))) : [];
  return new Map(found.map((i) => [String(i.reference), String(i.slip_no)]));
}

export const disbursementOut = (d: Stored<Disbursement>): Disbursement => withoutEntry(d);
