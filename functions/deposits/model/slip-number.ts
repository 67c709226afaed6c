import { getItem } from '../../platform/db/items';
import { updateItem, type TxItem } from '../../platform/db/transact';
import { formatSlipNo } from '../../../shared/catalog/deposits';
import { queryAll } from '../../platform/db/query';
import { keys } from '../../platform/db/keys';
import { monthOf } from '../../platform/time';

/**
 * The next slip number of a building and month, for the voucher's own transaction: the counter is
 * read, and written back with the next value on condition that it still holds what was read. A voucher
 * whose transaction fails (a lost race for the room, a crash) therefore takes no number, and the
 * continuous numbering only has the gaps a deliberate delete leaves. Two vouchers that read the same
 * value: one commits, the other's transaction fails with code `numbering` and postVoucher plans it again.
 */
export async function reserveSlipNo(building: string, date: string): Promise<{ slip_no: string; seq: number; item: TxItem }> {
  const month = monthOf(date);
  const key = keys.slipCounter(building, month);
  const current = Number((await getItem(key, { projection: ['last'] }))?.last ?? 0);
  const seq = current + 1;
  const item = updateItem(key, {
    expression: 'SET #n = :next, entity = :e, building = :b, #month = :m',
    condition: current === 0 ? 'attribute_not_exists(#n)' : '#n = :current',
    names: { '#n': 'last', '#month': 'month' },
    values: { ':next': seq, ':e': 'slip_counter', ':b': building, ':m': month, ...(current === 0 ? {} : { ':current': current }) },
    conflict: 'Số phiếu vừa được phiếu khác dùng',
  });
  return { slip_no: formatSlipNo(building, date, seq), seq, item: { ...item, code: 'numbering' } };
}

/** Numbers handed out per month for one building (`YYYY-MM` → last number), one Query. */
export async function issuedNumbers(building: string, from: string, to: string): Promise<Map<string, number>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.slipCounters(building), ':from': from, ':to': to },
  });
  return new Map(items.map((i) => [String(i.month), Number(i.last)]));
}
