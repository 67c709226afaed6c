import { ulid } from 'ulid';
import * as api from '../../shared/api/deposits';
import { walletFitsBuilding } from '../../shared/api/deposits';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { DEPOSIT_STATUS_LABELS } from '../../shared/catalog/deposits';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { createItem, putItem, updateItem, type TxItem } from '../platform/db/transact';
import { env } from '../platform/env';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { roomLabel } from '../kernel/model/room';
import { postVoucher } from '../kernel/voucher';
import { reply } from '../platform/http/reply';
import { nowIso } from '../platform/time';
import { heldByOne } from '../kernel/ledger/deposit-held';
import { getDepositItem } from './model/deposit';
import { findStay } from '../stays';
import { buildEntry, type Entry } from '../kernel/ledger/entry';
import { editableSlip } from '../kernel/editable-slip';

interface Target {
  building: BuildingCode;
  room_id: string;
  label: string;
  /** The slip or contract number people know it by, and whose money it holds. */
  number: string;
  name: string;
  /** Guards the record the money is for in the same transaction (and bumps a deposit's version, so a
   *  cancel or transfer that read the amount held before this receipt is refused). */
  guard: TxItem;
}

/** The deposit or stay an object names: 404 if unknown, 409 if it no longer holds money. */
async function targetOf(object: string): Promise<Target> {
  const [kind, id] = object.split(':') as ['deposit' | 'stay', string];
  if (kind === 'deposit') {
    const d = await getDepositItem(id);
    if (d.status !== 'active' && d.status !== 'checked_in')
      throw new Conflict(`Phiếu cọc ${d.slip_no} đang ở trạng thái "${DEPOSIT_STATUS_LABELS[d.status] ?? d.status}", không thể thu cọc bổ sung`);
    return {
      building: d.building as BuildingCode,
      room_id: d.room_id,
      label: `phiếu cọc ${d.slip_no}`,
      number: d.slip_no,
      name: d.customer_name,
      guard: updateItem(keys.deposit(id), {
        expression: 'SET #version = #version + :one',
        condition: '#status = :s AND #version = :v',
        names: { '#status': 'status', '#version': 'version' },
        values: { ':s': d.status, ':v': d.version, ':one': 1 },
        conflict: `Phiếu cọc ${d.slip_no} vừa được người khác thay đổi, vui lòng tải lại`,
      }),
    };
  }
  const stay = await findStay(id);
  if (!stay) throw new NotFound(`Không tìm thấy lượt ở ${id}`);
  return {
    building: stay.building as BuildingCode,
    room_id: stay.room_id,
    label: `lượt ở phòng ${stay.room_id}`,
    number: stay.contract_no ?? '',
    name: stay.occupants?.[0]?.name ?? '',
    guard: {
      op: { ConditionCheck: { TableName: env.tableName(), Key: keys.stay(id), ConditionExpression: 'attribute_exists(PK)' } },
      conflict: `Lượt ở ${id} không còn tồn tại`,
    },
  };
}

interface ReceiptItem {
  id: string;
  object: string;
  building: BuildingCode;
  room_id: string;
  date: string;
  amount: number;
  wallet: number;
  note?: string;
  entry: Entry;
  version: number;
  created_at: string;
  updated_at: string;
}

const toReceipt = (i: ReceiptItem) => ({
  id: i.id,
  object: i.object,
  building: i.building,
  room_id: i.room_id,
  date: i.date,
  amount: i.amount,
  wallet: i.wallet,
  ...(i.note ? { note: i.note } : {}),
  entry_id: i.entry.entry_id,
  version: i.version,
  created_at: i.created_at,
  updated_at: i.updated_at,
});

/**
 * Additional deposit money for a deposit or a stay (business rules §7): Dr wallet / Cr 5212
 * (additional deposit receipt) on the object, an editable slip (kernel/editable-slip.ts) without a
 * number of its own (it goes by its deposit's or stay's). With `id` it edits: the old entry is reversed
 * on its own date and the new one posted, nothing edited in place; the amount held may not go below zero.
 */
export const createOrEditAdditionalDeposit = operation(api.createOrEditAdditionalDeposit, async ({ body }, { caller }) => {
  const at = nowIso();
  const old = body.id ? await getReceipt(body.id) : undefined;
  const target = await targetOf(body.object);
  if (!walletFitsBuilding(body.wallet, target.building)) {
    const message = 'Ví tiền mặt phải là quỹ tiền mặt của toà này';
    throw new BadRequest(`Dữ liệu không hợp lệ: wallet: ${message}`, [{ path: 'wallet', message }]);
  }
  const guards = [target.guard];
  if (old && old.object !== body.object) guards.push((await targetOf(old.object)).guard);
  if (old) {
    const heldAfter = (await heldByOne(old.object)) - old.amount + (old.object === body.object ? body.amount : 0);
    if (heldAfter < 0) throw new Conflict(`Sửa phiếu thu này làm tiền cọc đang giữ bị âm (${heldAfter.toLocaleString('vi-VN')} đ)`);
  }

  const id = old?.id ?? ulid();
  const entry = buildEntry(
    {
      date: body.date,
      building: target.building,
      voucher_type: 'additional_deposit_receipt',
      voucher_id: id,
      ...(target.number ? { voucher_no: target.number } : {}),
      ...(target.name ? { names: { [body.object]: target.name } } : {}),
      description: `Thu cọc bổ sung ${target.label} (${target.building})`,
      lines: [
        { wallet: body.wallet, debit: body.amount },
        { account_key: 'additional_deposit_receipt', credit: body.amount, object: body.object },
      ],
    },
    at,
  );
  const edit = editableSlip({
    caller,
    at,
    old,
    date: body.date,
    entry,
    reversal: `Sửa phiếu thu cọc bổ sung`,
    shown: (r: Pick<ReceiptItem, 'object' | 'date' | 'amount' | 'wallet'>) => ({ object: r.object, date: r.date, amount: r.amount, wallet: r.wallet }),
  });
  const item = {
    ...keys.additionalDeposit(id),
    GSI1PK: keys.additionalDepositBuildingMonth(target.building, body.date.slice(0, 7)),
    GSI1SK: `${body.date}#${id}`,
    entity: 'additional_deposit_receipt',
    id,
    object: body.object,
    building: target.building,
    room_id: target.room_id,
    date: body.date,
    amount: body.amount,
    wallet: body.wallet,
    note: body.note,
    entry,
    version: edit.version,
    // Its own stamps: updated_at from the start, created_by the user (id and name), no updated_by.
    created_at: edit.stamps.created_at,
    updated_at: at,
    created_by: old?.created_by ?? { user_id: caller.sub, username: caller.username },
  };
  const write = old
    ? putItem(item, {
        expression: '#version = :v',
        names: { '#version': 'version' },
        values: { ':v': old.version },
        conflict: 'Phiếu thu cọc bổ sung vừa được người khác sửa, vui lòng tải lại',
      })
    : createItem(item, 'Phiếu thu cọc bổ sung đã tồn tại');
  const out = toReceipt(item);
  return postVoucher(async () => ({
    caller,
    at,
    lockDates: edit.lockDates,
    records: [write, ...guards],
    entries: edit.entries,
    audit: {
      action: old ? 'update' : 'create',
      entity: 'additional_deposit_receipt',
      entityId: id,
      entityNo: target.number,
      entityName: roomLabel(target.building, target.room_id),
      building: target.building,
      summary: `${old ? 'Sửa' : 'Thu'} cọc bổ sung ${target.label} (${target.building}): ${body.amount.toLocaleString('vi-VN')} đ`,
      ...edit.diff(item),
    },
    answer: old ? reply(out, { status: 200 }) : out,
  }));
});

async function getReceipt(id: string): Promise<ReceiptItem & { created_by: { user_id: string; username: string } }> {
  const item = await getItem(keys.additionalDeposit(id));
  if (!item) throw new NotFound(`Không tìm thấy phiếu thu cọc bổ sung ${id}`, 'id');
  return item as unknown as ReceiptItem & { created_by: { user_id: string; username: string } };
}
