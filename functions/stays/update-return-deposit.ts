import { walletFitsBuilding } from '../../shared/api/deposits';
import * as api from '../../shared/api/stays';
import type { ReturnDeposit } from '../../shared/api/stays';
import { keys } from '../platform/db/keys';
import { updateItem } from '../platform/db/transact';
import { BadRequest, Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { roomLabel } from '../kernel/model/room';
import { getReturnDeposit } from './model/check-out';
import { pendingRefundWrite } from './model/pending-refund';
import { publicFields } from '../platform/db/records';
import { heldByOne } from '../kernel/ledger/deposit-held';
import { dayText } from '../../shared/dates';

/**
 * Pays a pending refund: Dr 5212 return_deposit (deposit object) / Cr wallet, the record pending →
 * returned under a status + version condition, so two staff paying at once cannot both post.
 */
export const updateReturnDeposit = operation(api.updateReturnDeposit, async ({ body }, { caller }) => {
  const at = nowIso();
  const rd = await getReturnDeposit(body.id);
  const label = roomLabel(rd.building, rd.room_id);
  if (rd.status !== 'pending')
    throw new Conflict(`Phiếu trả cọc phòng ${label} (HĐ ${rd.contract_no}) ${rd.status === 'returned' ? 'đã được chi' : 'đã bị huỷ'}`);
  if (body.version !== undefined && body.version !== rd.version)
    throw new Conflict(`Phiếu trả cọc phòng ${label} vừa được người khác thay đổi, vui lòng tải lại`);
  if (body.date < rd.leave_date)
    throw new BadRequest(`Ngày chi trả cọc phải từ ngày trả phòng (${dayText(rd.leave_date)})`, [{ path: 'date', message: 'Trước ngày trả phòng' }]);
  if (!walletFitsBuilding(body.wallet, rd.building))
    throw new BadRequest('Ví tiền mặt phải là quỹ tiền mặt của toà này', [{ path: 'wallet', message: 'Ví tiền mặt phải là quỹ tiền mặt của toà này' }]);
  // Deposit held never goes below zero: each object must still hold what is refunded from it.
  for (const p of rd.parts) {
    const held = await heldByOne(p.object);
    if (held < p.amount) throw new Conflict(`Tiền cọc còn giữ của phòng ${label} (${held} đ) nhỏ hơn số tiền trả cọc (${p.amount} đ)`);
  }

  const entry = buildEntry(
    {
      date: body.date,
      building: rd.building,
      voucher_type: 'return_deposit',
      voucher_id: rd.id,
      voucher_no: rd.contract_no,
      names: Object.fromEntries(rd.parts.map((p) => [p.object, rd.customer_name])),
      description: `Trả cọc phòng ${label}, HĐ ${rd.contract_no}, ${rd.customer_name}`,
      lines: [...rd.parts.map((p) => ({ account_key: 'return_deposit', debit: p.amount, object: p.object })), { wallet: body.wallet, credit: rd.amount }],
    },
    at,
  );
  const paid: ReturnDeposit = {
    ...publicFields<ReturnDeposit>(rd),
    status: 'returned',
    wallet: body.wallet,
    returned_date: body.date,
    returned_by: caller.username,
    entry_id: entry.entry_id,
    version: rd.version + 1,
  };
  return postVoucher(async () => ({
    caller,
    at,
    lockDates: { date: body.date },
    records: [
      updateItem(keys.returnDeposit(rd.id), {
        expression:
          'SET #status = :returned, wallet = :wallet, returned_date = :date, returned_by = :by, returned_at = :at, entry_id = :eid, entry = :entry, #version = #version + :one',
        condition: '#status = :pending AND #version = :v',
        names: { '#status': 'status', '#version': 'version' },
        values: {
          ':returned': 'returned',
          ':pending': 'pending',
          ':wallet': body.wallet,
          ':date': body.date,
          ':by': caller.username,
          ':at': at,
          ':eid': entry.entry_id,
          ':entry': entry,
          ':v': rd.version,
          ':one': 1,
        },
        conflict: `Phiếu trả cọc phòng ${label} vừa được người khác chi hoặc thay đổi, vui lòng tải lại`,
      }),
      // Paid: no longer among the refunds to pay (the dashboard's read).
      pendingRefundWrite(paid),
    ],
    entries: [entry],
    audit: {
      action: 'update',
      entity: 'return_deposit',
      entityId: rd.id,
      entityNo: rd.contract_no,
      entityName: label,
      building: rd.building,
      summary: `Chi trả cọc ${rd.amount} phòng ${label}, HĐ ${rd.contract_no}, ${rd.customer_name}`,
      before: { status: 'pending' },
      after: { status: 'returned', wallet: body.wallet, date: body.date, amount: rd.amount },
    },
    answer: paid,
  }));
});
