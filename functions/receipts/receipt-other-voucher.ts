import type { ReceiptOther, ReceiptOtherInput } from '../../shared/api/receipts/others';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { Caller } from '../platform/claims';
import type { Stored } from '../kernel/stored';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import { nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { editableSlip } from '../kernel/editable-slip';
import type { Voucher } from '../kernel/voucher';
import { getRoom, roomLabel } from '../kernel/model/room';
import { reserveReceiptOtherNo, writeReceiptOther } from './model/receipt-other';
import { receiptOtherPosting } from './rules/receipt-other-rules';
import { walletFitsBuilding, WALLET_BUILDING_MESSAGE } from '../../shared/api/deposits';

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

/**
 * What a row must satisfy beyond its shape, checked before anything is written: the receipt it edits
 * is of this building, still active and at the version the caller saw; its room exists; a cash wallet
 * is the building's. `at` names the request field ('' for a single receipt, 'receipts.3.' in a batch).
 */
export async function checkReceiptOther(
  building: BuildingCode,
  input: ReceiptOtherInput,
  old: Stored<ReceiptOther> | undefined,
  version: number | undefined,
  at = '',
): Promise<void> {
  if (!walletFitsBuilding(input.wallet, building))
    throw new BadRequest(`Dữ liệu không hợp lệ: ${at}wallet: ${WALLET_BUILDING_MESSAGE}`, [{ path: `${at}wallet`, message: WALLET_BUILDING_MESSAGE }]);
  if (old && old.building !== building)
    throw new Conflict(`Phiếu thu ${old.receipt_no} thuộc toà ${old.building}, không phải toà ${building}`, `${at}id`, 'state');
  if (old && old.status !== 'active') throw new Conflict(`Phiếu thu ${old.receipt_no} đã bị xoá`, `${at}id`, 'state');
  if (old && old.version !== version) throw new Conflict(`Phiếu thu ${old.receipt_no} vừa được người khác sửa, vui lòng tải lại`, `${at}version`, 'stale');
  if (input.room_id)
    await getRoom(building, input.room_id, false).catch((e: unknown) => {
      throw e instanceof NotFound ? new NotFound(e.message, `${at}room_id`) : e;
    });
}

/**
 * One other receipt as ONE voucher (business rules §7): Dr wallet / Cr 7111 or 7112, an editable slip
 * (kernel/editable-slip.ts): a new one takes its number in the transaction, an edit keeps it. `field`
 * prefixes the dates' fields for the edit lock's 409 (a batch row's `receipts.<i>.`).
 */
export function receiptOtherVoucher(
  caller: Pick<Caller, 'sub' | 'username'>,
  building: BuildingCode,
  id: string,
  input: ReceiptOtherInput,
  old: Stored<ReceiptOther> | undefined,
  field = '',
): () => Promise<Voucher<ReceiptOther>> {
  return async () => {
    const at = nowIso();
    const number = old ? undefined : await reserveReceiptOtherNo(building, input.date);
    const receipt_no = old?.receipt_no ?? number!.receipt_no;
    const posting = receiptOtherPosting(building, id, receipt_no, input, input.room_id ? roomLabel(building, input.room_id) : undefined);
    const entry = buildEntry(posting, at);
    const edit = editableSlip({
      caller,
      at,
      old,
      date: input.date,
      entry,
      reversal: `Sửa phiếu thu khác ${receipt_no}`,
      field,
      shown: (r: Pick<ReceiptOther, 'date' | 'wallet' | 'amount' | 'account' | 'payer' | 'room_id' | 'note'>) => ({
        date: r.date,
        wallet: r.wallet,
        amount: r.amount,
        account: r.account,
        payer: r.payer,
        room_id: r.room_id,
        note: r.note,
      }),
    });
    const receipt: ReceiptOther = {
      id,
      receipt_no,
      building,
      ...(input.room_id ? { room_id: input.room_id } : {}),
      date: input.date,
      wallet: input.wallet,
      amount: input.amount,
      account: input.account,
      payer: input.payer,
      ...(input.note ? { note: input.note } : {}),
      version: edit.version,
      status: 'active',
      ...edit.stamps,
    };
    return {
      caller,
      at,
      lockDates: edit.lockDates,
      records: [writeReceiptOther(receipt, entry, edit.readVersion), ...(number ? [number.item] : [])],
      entries: edit.entries,
      audit: {
        action: 'receipt_other',
        entity: 'receipt_other',
        entityId: id,
        entityNo: receipt_no,
        ...(input.room_id ? { entityName: roomLabel(building, input.room_id) } : {}),
        building,
        summary: old
          ? `Sửa phiếu thu khác ${receipt_no}: ${money(old.amount)} → ${money(input.amount)} (${input.payer})`
          : `${posting.description}: ${money(input.amount)}`,
        ...edit.diff(receipt),
      },
      answer: receipt,
    };
  };
}
