import { BUILDINGS } from '../../shared/catalog/buildings';
import { WALK_IN, WALK_IN_NAME } from '../../shared/catalog/deposits';
import { createItem } from '../platform/db/transact';
import { nowIso } from '../platform/time';
import { postVoucher } from '../kernel/voucher';
import { buildEntry } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { roomLabel } from '../kernel/model/room';
import { depositObject, depositSummary, newDepositItem, reserveSlipNo } from '../deposits';
import { idOf, marked, type BatchContext, type BuildingCode } from './commit-context';
import { numberIn, optionalText, textIn, type SheetRow } from './rules/sheet-rows';

/**
 * A deposit of a customer not yet moved in, written as a deposit slip is (functions/deposits/create-deposit.ts):
 * the room 0 → 1 through the status machine with the deposit as its active one, the slip with its
 * number taken from the building's series of the deposit's month, the money held on `deposit:<id>`
 * — Dr 4211 (opening balance) / Cr 5112, dated the cut-over date — and the log line, in one
 * transaction with the batch's mark. The slip names the building's cash box as its wallet (the slip
 * form requires one; no money moves through it here: the entry names no wallet).
 */
export async function writeDeposit(building: BuildingCode, r: SheetRow, key: string, c: BatchContext): Promise<void> {
  const date = textIn(r.v.date);
  const id = idOf(c, `deposit:${r.row}`, date);
  const amount = numberIn(r.v.amount);
  const name = String(r.v.name);
  const roomId = String(r.v.room);
  const note = optionalText(r.v.notes);
  await postVoucher(async () => {
    const at = nowIso();
    const roomEvent = await transition(building, roomId, 'deposit_created', { type: 'deposit', id, date }, at, { active_deposit_id: id });
    const slip = await reserveSlipNo(building, date);
    const what = `Số dư đầu: cọc giữ chỗ ${slip.slip_no} phòng ${roomLabel(building, roomId)} - ${name}`;
    const entry = buildEntry(
      {
        date: c.cutOver,
        building,
        voucher_type: 'deposit',
        voucher_id: id,
        voucher_no: slip.slip_no,
        description: what,
        lines: [
          { account_key: 'undistributed_prev', debit: amount },
          { account_key: 'deposit_revenue', credit: amount, object: depositObject(id), object_name: name },
        ],
      },
      at,
    );
    const item = newDepositItem(
      {
        id,
        slip_no: slip.slip_no,
        building,
        room_id: roomId,
        customer_name: name,
        phone: String(r.v.phone),
        amount_agreed: amount,
        amount_paid: amount,
        wallet: BUILDINGS.find((b) => b.code === building)!.cashWalletId,
        agent_user_id: WALK_IN,
        agent_name: WALK_IN_NAME,
        date,
        expected_move_in_date: optionalText(r.v.move_in) ?? date,
        ...(note ? { note } : {}),
        entry,
      },
      c.caller,
      at,
    );
    return {
      caller: c.caller,
      at,
      lockDates: { date: c.cutOver },
      roomEvent,
      records: [createItem(item, `Phiếu cọc ${slip.slip_no} đã tồn tại`), slip.item, marked(c, key, at)],
      entries: [entry],
      audit: {
        action: 'deposit',
        entity: 'deposit',
        entityId: id,
        entityNo: slip.slip_no,
        entityName: roomLabel(building, roomId),
        building,
        summary: what,
        after: depositSummary(item),
      },
      answer: c.answer(),
    };
  });
}
