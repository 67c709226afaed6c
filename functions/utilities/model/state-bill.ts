import type { StateBill } from '../../../shared/api/utilities';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { METER_TYPES, type MeterType } from '../../../shared/readings/usage';
import { getItem, getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { publicFields } from '../../platform/db/records';
import { about, putItem, type TxItem } from '../../platform/db/transact';
import { monthText } from '../../../shared/dates';

/**
 * The state utility bill record: one item per building, type and month (`STATEBILL#<b>` / `<type>#<month>`),
 * a building's bills in one partition so a range of months is one Query per type. A record, not a
 * voucher: the money is paid with an expense slip (category Tiền điện / Tiền nước). Every save puts
 * the whole item on the version it was read at.
 */

export const toStateBill = (i: Record<string, unknown>): StateBill => {
  const b = publicFields<StateBill>(i);
  return { ...b, units: Number(b.units), amount: Number(b.amount), version: Number(b.version ?? 1) };
};

export async function stateBillOf(building: BuildingCode, type: MeterType, month: string): Promise<StateBill | null> {
  const item = await getItem(keys.stateBill(building, type, month), { consistent: true });
  return item ? toStateBill(item) : null;
}

/** A building's bills of one type from `from` to `to` (months), oldest first: one Query. */
export async function stateBillsBetween(building: BuildingCode, type: MeterType, from: string, to: string): Promise<StateBill[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.stateBills(building), ':lo': `${type}#${from}`, ':hi': `${type}#${to}` },
  });
  return items.map(toStateBill);
}

export const stateBillLabel = (b: Pick<StateBill, 'building' | 'type' | 'month'>) =>
  `Hoá đơn ${b.type === 'E' ? 'điện' : 'nước'} nhà nước tháng ${monthText(b.month)} toà ${b.building}`;

/** The bill as written: created (nothing there yet) or put on the version it was read at; else 409 `stale` on `version`. */
export function putStateBill(next: StateBill, readVersion: number): TxItem {
  const conflict = `${stateBillLabel(next)} vừa được người khác thay đổi, vui lòng tải lại`;
  const { note, ...rest } = next;
  const item = { ...keys.stateBill(next.building, next.type, next.month), entity: 'state_bill', ...rest, ...(note ? { note } : {}) };
  return about(
    putItem(
      item,
      readVersion === 0
        ? { expression: 'attribute_not_exists(PK)', conflict }
        : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': readVersion }, conflict },
    ),
    'version',
  );
}

/** Every building's bills (both types) of one month: one BatchGet of the 12 keys. */
export async function stateBillsOfMonth(month: string): Promise<StateBill[]> {
  const wanted = BUILDING_CODES.flatMap((b) => METER_TYPES.map((t) => keys.stateBill(b, t, month)));
  return (await getMany(wanted, { consistent: true })).map(toStateBill);
}
