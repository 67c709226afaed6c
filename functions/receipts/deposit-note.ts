import { BadRequest, Conflict } from '../platform/errors';
import type { TxItem } from '../platform/db/transact';
import { getStay } from '../stays';
import { planDepositMove, refundPartsAfter, type DepositMove, type Direction } from './rules/adjustment-rules';
import { depositApplied, followRefund, heldForStay, refundToFollow, setDepositApplied, touchStay } from './model/deposit-adjustment';

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

export interface DepositNote {
  moves: DepositMove[];
  tenant: string;
  contract_no: string;
  held_after: number;
  refund?: { id: string; amount: number; status: string };
  records: TxItem[];
}

/**
 * The deposit side of a return_deposit_adjustment, planned (again) inside the voucher: the stay, the
 * deposit it holds, what earlier notes applied of it and its pending refund, all read fresh, then the
 * writes that keep them together (the notes' total, the stay's version, the refund on its version).
 * A credit note applies no more than is held (409 `amount`); a debit note gives back no more than
 * the notes applied (409 `amount`).
 */
export async function planDepositNote(
  q: { building: string; room_id: string; stay_id: string; direction: Direction; amount: number },
  label: string,
  adjustmentNo: string,
): Promise<DepositNote> {
  const stay = await getStay(q.stay_id);
  if (stay.building !== q.building || stay.room_id !== q.room_id)
    throw new BadRequest(`Lượt ở HĐ ${stay.contract_no} không thuộc phòng ${label}`, [{ path: 'stay_id', message: 'Lượt ở của phòng khác' }]);
  const [held, applied, refund] = await Promise.all([heldForStay(stay), depositApplied(stay.id), refundToFollow(stay, label)]);
  const plan = planDepositMove(q.direction, q.amount, held, applied.applied);
  if (!plan.ok)
    throw new Conflict(
      plan.reason === 'held'
        ? `Tiền cọc còn giữ của phòng ${label}, HĐ ${stay.contract_no} là ${money(plan.limit)}: không thể trừ ${money(q.amount)}`
        : `Phiếu điều chỉnh trước đã trừ ${money(plan.limit)} tiền cọc của HĐ ${stay.contract_no}: chỉ hoàn lại được tối đa số đó`,
      'amount',
      'conflict',
    );
  const heldNow = held.reduce((s, h) => s + h.amount, 0);
  const follow = refund ? followRefund(refund, refundPartsAfter(q.direction, refund.parts, plan.moves), adjustmentNo, label) : undefined;
  return {
    moves: plan.moves,
    tenant: stay.occupants[0]?.name ?? `Phòng ${label}`,
    contract_no: stay.contract_no,
    held_after: heldNow + (q.direction === 'credit' ? -q.amount : q.amount),
    ...(follow ? { refund: follow.after } : {}),
    records: [setDepositApplied(stay, plan.applied, applied.version), touchStay(stay, label), ...(follow ? follow.items : [])],
  };
}
