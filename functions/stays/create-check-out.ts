import { ulid } from 'ulid';
import * as api from '../../shared/api/stays';
import type { CheckOut, ReturnDeposit } from '../../shared/api/stays';
import { priceOn } from '../../shared/catalog/prices';
import { keys } from '../platform/db/keys';
import { about, createItem, updateItem } from '../platform/db/transact';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { checkOutLines, daysBetween, finalBill, settle, usageStart } from './final-bill';
import { sheetsBetween } from '../readings';
import { addMonths, dayText } from '../../shared/dates';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { checkOutItem, returnDepositItem } from './model/check-out';
import { pendingRefundWrite } from './model/pending-refund';
import { contractStatusItem } from './model/contract';
import { customerLeavesItem } from '../customers';
import { roomLabel } from '../kernel/model/room';
import { getStay } from './model/stay';
import { noticeOn } from '../kernel/model/room';
import { heldByOne } from '../kernel/ledger/deposit-held';
import { storedPrices } from '../admin';
import { cardsOutOfStay, cardsToCollectWrites } from '../customers';
import { chargesOfStay, chargeTakenItems, repairLine } from '../repairs';
import { accountOf, accountWrites, stayLine } from '../kernel/model/stay-account';
import { addCharge, addPayment, depositPaymentId, figures } from '../kernel/ledger/stay-account-rules';

/** The room's readings on the sheets of the month before leaving: where the monthly bills stopped. */
async function billedReadings(building: string, roomId: string, leaveDate: string) {
  const previous = addMonths(leaveDate.slice(0, 7), -1);
  const [e, w] = await Promise.all((['E', 'W'] as const).map((t) => sheetsBetween(building as BuildingCode, t, previous, previous)));
  return { electricity: e?.[0]?.rooms[roomId]?.value, water: w?.[0]?.rooms[roomId]?.value };
}

/**
 * Check-out (business rules §4): the final bill, the deposit applied to it, the rest refunded later
 * (a `pending` return-deposit record) or forfeited for short notice, the room 2/3 → 0 or 4 → 1, the
 * stay, contract and customers closed, one posting and the log, all in one transaction. The repairs
 * the tenant caused that still wait for the room's bill are charged on the final bill (Cr 7111), as
 * a monthly bill would, and taken off the waiting list in that transaction.
 */
export const createCheckOut = operation(api.createCheckOut, async ({ body }, { caller }) => {
  const at = nowIso();
  const id = ulid();
  const stay = await getStay(body.stay_id);
  const label = roomLabel(stay.building, stay.room_id);

  // The notice (báo trả phòng) is kept on the room by /room-states/update; the check-out clears it.
  const roomNotice = await noticeOn(stay.building, stay.room_id);
  const {
    room,
    to,
    items: roomItems,
  } = await transition(stay.building, stay.room_id, 'check_out', { type: 'check_out', id, date: body.leave_date }, at, { notice: null });
  if (stay.status !== 'active')
    throw new Conflict(`Phòng ${label}: lượt ở HĐ ${stay.contract_no} ${stay.status === 'removed' ? 'đã bị xoá' : 'đã trả phòng'}`, 'stay_id', 'state');

  const bad = (path: string, message: string) => new BadRequest(message, [{ path, message }]);
  if (body.leave_date < stay.start_date) throw bad('leave_date', `Ngày trả phòng phải từ ngày nhận phòng (${dayText(stay.start_date)})`);
  if (body.notice_date && body.notice_date < stay.start_date) throw bad('notice_date', `Ngày báo trả phải từ ngày nhận phòng (${dayText(stay.start_date)})`);
  if (body.final_readings.electricity < stay.start_readings.electricity)
    throw bad('final_readings.electricity', `Chỉ số điện cuối nhỏ hơn chỉ số đầu (${stay.start_readings.electricity})`);
  if (body.final_readings.water < stay.start_readings.water)
    throw bad('final_readings.water', `Chỉ số nước cuối nhỏ hơn chỉ số đầu (${stay.start_readings.water})`);

  // Cards still out are not a reason to refuse the check-out: the answer names them to be collected.
  const cards = await cardsOutOfStay(stay.building, stay.id);
  const startReadings = usageStart(
    stay.start_date,
    body.leave_date,
    stay.start_readings,
    body.final_readings,
    await billedReadings(stay.building, stay.room_id, body.leave_date),
  );
  const price = priceOn(stay.building, body.leave_date, await storedPrices());
  const noticeDate = body.notice_date ?? (roomNotice?.date && roomNotice.date <= body.leave_date ? roomNotice.date : undefined);
  const noticeGiven = noticeDate ? daysBetween(noticeDate, body.leave_date) : 0;
  const shortNotice = noticeGiven < stay.notice_days;
  const waived = shortNotice && body.waive_forfeit;
  // Additional deposit receipts may credit the stay's own object even when it came from a deposit.
  const objects = [...new Set([stay.deposit_object, `stay:${stay.id}`])];
  const held = await Promise.all(objects.map(async (object) => ({ object, held: await heldByOne(object) })));
  const refundId = ulid();
  const tenant = stay.occupants[0]!;

  return postVoucher(async () => {
    // Repairs this tenant caused that wait for the room's bill go on the final bill as the monthly
    // bill takes them (lines of kind repair, Cr 7111), each marker deleted and request marked with
    // this check-out in its transaction: read here, so one taken or changed meanwhile plans it again.
    const charges = await chargesOfStay(stay.building, stay.room_id, stay.start_date, body.leave_date);
    const bill = finalBill({
      rentHistory: stay.rent_history,
      startDate: stay.start_date,
      leaveDate: body.leave_date,
      startReadings,
      finalReadings: body.final_readings,
      occupants: stay.occupants.length,
      price,
      otherCharges: body.other_charges,
      credits: body.credits,
      repairs: charges.map(repairLine),
    });
    if (bill.total < 0) throw bad('credits', 'Tổng giảm trừ lớn hơn hoá đơn trả phòng');

    // The stay settles (business rules §4, §9): the final bill is an open item of the stay, paid first
    // by its own credits; then the deposit pays EVERY open item of the stay, oldest first (earlier
    // bills, notes, the final bill) before anything is refunded or forfeited. What it cannot cover stays
    // this departed stay's own debt.
    const account = await accountOf(stay);
    const withBill = addCharge(account.state, {
      id,
      kind: 'final_bill',
      no: stay.contract_no,
      date: body.leave_date,
      month: body.leave_date.slice(0, 7),
      total: bill.total,
    });
    const before = figures(withBill);
    const s = settle(held, before.owed, shortNotice && !waived);
    const deposit = addPayment(withBill, { id: depositPaymentId(id), no: stay.contract_no, kind: 'deposit', date: body.leave_date }, s.applied);
    const after = figures(deposit.state);
    const appliedTo = new Map(deposit.allocations.map((a) => [a.charge_id, a.amount]));
    const settledItems = before.open.map((c) => {
      const owed = c.total - c.paid;
      const applied = appliedTo.get(c.id) ?? 0;
      return { id: c.id, kind: c.kind, bill_no: c.no, month: c.month, owed, deposit_applied: applied, left: owed - applied };
    });
    const creditUsed = withBill.charges.find((c) => c.id === id)!.paid;

    const lines = checkOutLines(bill, s, stayLine(account), label);
    const entry =
      lines.length >= 2
        ? buildEntry(
            {
              date: body.leave_date,
              building: stay.building,
              voucher_type: 'check_out',
              voucher_id: id,
              voucher_no: stay.contract_no,
              names: Object.fromEntries(s.parts.map((p) => [p.object, stay.occupants[0]?.name ?? label])),
              description: `Trả phòng ${label}, HĐ ${stay.contract_no}`,
              lines,
            },
            at,
          )
        : undefined;

    const returnDeposit: ReturnDeposit | undefined =
      s.refund > 0
        ? {
            id: refundId,
            check_out_id: id,
            stay_id: stay.id,
            building: stay.building,
            room_id: stay.room_id,
            contract_no: stay.contract_no,
            customer_name: tenant.name,
            ...(tenant.phone ? { phone: tenant.phone } : {}),
            leave_date: body.leave_date,
            amount: s.refund,
            deposit_object: stay.deposit_object,
            parts: s.parts.filter((p) => p.refund > 0).map((p) => ({ object: p.object, amount: p.refund })),
            status: 'pending',
            version: 1,
            created_at: at,
          }
        : undefined;

    const checkOut: CheckOut = {
      id,
      stay_id: stay.id,
      building: stay.building,
      room_id: stay.room_id,
      contract_no: stay.contract_no,
      customer_name: tenant.name,
      leave_date: body.leave_date,
      ...(noticeDate ? { notice_date: noticeDate } : {}),
      ...(roomNotice ? { room_notice: roomNotice } : {}),
      notice_given_days: noticeGiven,
      notice_days: stay.notice_days,
      start_readings: stay.start_readings,
      final_readings: body.final_readings,
      bill,
      deposit_object: stay.deposit_object,
      deposit_held: held.reduce((sum, h) => sum + h.held, 0),
      deposit_parts: s.parts,
      deposit_applied: s.applied,
      forfeited: s.forfeited,
      forfeit_waived: waived,
      ...(waived ? { waive_reason: body.waive_reason } : {}),
      refund: s.refund,
      receivable: after.owed,
      settled_items: settledItems,
      ...(creditUsed > 0 ? { credit_used: creditUsed } : {}),
      ...(returnDeposit ? { return_deposit_id: returnDeposit.id } : {}),
      customer_ids: stay.occupants.map((o) => o.customer_id),
      room_status_before: room.status,
      room_status_after: to,
      status: 'done',
      ...(body.notes ? { notes: body.notes } : {}),
      ...(entry ? { entry_id: entry.entry_id } : {}),
      version: 1,
      created_at: at,
      created_by: caller.username,
    };

    return {
      caller,
      at,
      lockDates: { leave_date: body.leave_date },
      records: [
        ...roomItems,
        about(
          updateItem(keys.stay(stay.id), {
            expression: 'SET #status = :out, check_out_id = :co, leave_date = :leave, #version = #version + :one',
            condition: '#status = :active AND #version = :v',
            names: { '#status': 'status', '#version': 'version' },
            values: { ':out': 'checked_out', ':active': 'active', ':co': id, ':leave': body.leave_date, ':v': stay.version, ':one': 1 },
            conflict: `Phòng ${label}: lượt ở HĐ ${stay.contract_no} vừa được người khác thay đổi, vui lòng tải lại`,
          }),
          'stay_id',
        ),
        createItem(checkOutItem(checkOut, entry), 'Phiếu trả phòng trùng khoá'),
        ...(returnDeposit ? [createItem(returnDepositItem(returnDeposit), 'Phiếu trả cọc trùng khoá'), pendingRefundWrite(returnDeposit)] : []),
        contractStatusItem(stay, 'ended', body.leave_date),
        ...accountWrites(account, deposit.state, at, { stay_status: 'checked_out', leave_date: body.leave_date }),
        ...stay.occupants.map((o) => customerLeavesItem(stay.building, o.customer_id, body.leave_date)),
        // The stay ends: the cards it still holds are to collect.
        ...cardsToCollectWrites(cards, undefined),
        ...charges.flatMap((c) => chargeTakenItems(c, { id, bill_no: `trả phòng HĐ ${stay.contract_no}`, month: body.leave_date.slice(0, 7) }, at)),
      ],
      entries: [entry],
      audit: {
        action: 'check_out',
        entity: 'check_out',
        entityId: id,
        entityNo: stay.contract_no,
        entityName: label,
        building: stay.building,
        summary: `Trả phòng ${label}, HĐ ${stay.contract_no}: hoá đơn ${bill.total}, trừ cọc ${s.applied}, ${s.forfeited ? `mất cọc ${s.forfeited}` : `trả lại ${s.refund}`}${after.owed > 0 ? `, còn nợ ${after.owed}` : ''}`,
        after: {
          leave_date: body.leave_date,
          bill: bill.total,
          deposit_held: checkOut.deposit_held,
          applied: s.applied,
          forfeited: s.forfeited,
          refund: s.refund,
          waived,
          receivable: after.owed,
        },
      },
      answer: {
        ...checkOut,
        ...(returnDeposit ? { return_deposit: returnDeposit } : {}),
        ...(cards.length
          ? { vehicle_cards_out: cards.map((c) => ({ id: c.id, card_no: c.card_no, vehicle_type: c.vehicle_type, ...(c.plate ? { plate: c.plate } : {}) })) }
          : {}),
      },
    };
  });
});
