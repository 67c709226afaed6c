import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import { getItem } from '../../platform/db/items';
import { fillPage } from '../../platform/db/page';
import { publicFields } from '../../platform/db/records';
import type { Stored } from '../../kernel/stored';
import { about, createItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import { monthOf, monthsBetween } from '../../platform/time';
import type { Entry } from '../../kernel/ledger/entry';

/**
 * The storage shared by the finance slips that are one record and one entry each (expense slips, cash
 * transfer slips, general cash receipts): the record `<TAG>#<id>` on its month partition (GSI1, by date),
 * its number series (one counter per building and month, taken in the slip's own transaction), its
 * create or put-on-version, and a bounded paged list (one Query per month of the range).
 */
export interface SlipSeries {
  entity: string;
  counterEntity: string;
  /** The number's letters: PC, CT, TM. */
  prefix: string;
  /** What people call it, for messages: "Phiếu chi". */
  noun: string;
  key: (id: string) => { PK: string; SK: string };
  /** The GSI1 partition of a building's (or every building's) month. */
  monthPk: (building: string, month: string) => string;
  counterKey: (building: string, month: string) => { PK: string; SK: string };
}

/** `<prefix><building><YYMM>-NNN`, as the paper books number slips. */
export const slipNo = (prefix: string, building: string, date: string, seq: number) =>
  `${prefix}${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;

interface SlipRecord {
  id: string;
  building: string;
  date: string;
  version?: number;
}

const itemOf = (s: SlipSeries, r: SlipRecord, entry: Entry) => ({
  ...s.key(r.id),
  entity: s.entity,
  GSI1PK: s.monthPk(r.building, monthOf(r.date)),
  GSI1SK: `${r.date}#${r.id}`,
  ...r,
  entry,
});

export const toSlip = <T>(i: Record<string, unknown>): Stored<T> => ({ ...publicFields<T>(i), ...(i.entry ? { entry: i.entry as Entry } : {}) });

/** A slip by id (strongly consistent: an edit starts from it), 404 on `field` when unknown. */
export async function getSlip<T>(s: SlipSeries, id: string, field = 'id'): Promise<Stored<T>> {
  const item = await getItem(s.key(id), { consistent: true });
  if (!item || item.entity !== s.entity) throw new NotFound(`Không tìm thấy ${s.noun.toLowerCase()} ${id}`, field);
  return toSlip<T>(item);
}

/** The slip as written: a conditional create, or a put on the version (and active status) it was read with. */
export function writeSlip(
  s: SlipSeries,
  r: SlipRecord & { slip_no?: string; receipt_no?: string },
  entry: Entry,
  readVersion?: number,
  field = 'version',
): TxItem {
  const item = itemOf(s, r, entry);
  const no = r.slip_no ?? r.receipt_no ?? r.id;
  if (readVersion === undefined) return createItem(item, `${s.noun} ${no} đã tồn tại`);
  return about(
    putItem(item, {
      expression: '#v = :v AND #s = :active',
      names: { '#v': 'version', '#s': 'status' },
      values: { ':v': readVersion, ':active': 'active' },
      conflict: `${s.noun} ${no} vừa được người khác sửa, vui lòng tải lại`,
    }),
    field,
  );
}

/** The next number of a building and month, taken in the slip's own transaction (a lost race is planned again). */
export async function reserveNo(s: SlipSeries, building: string, date: string): Promise<{ no: string; item: TxItem }> {
  const month = monthOf(date);
  const key = s.counterKey(building, month);
  const current = Number((await getItem(key, { projection: ['last'] }))?.last ?? 0);
  const item = updateItem(key, {
    expression: 'SET #n = :next, entity = :e, building = :b, #month = :m',
    condition: current === 0 ? 'attribute_not_exists(#n)' : '#n = :current',
    names: { '#n': 'last', '#month': 'month' },
    values: { ':next': current + 1, ':e': s.counterEntity, ':b': building, ':m': month, ...(current === 0 ? {} : { ':current': current }) },
    conflict: `Số ${s.noun.toLowerCase()} vừa được phiếu khác dùng`,
    code: 'numbering',
  });
  return { no: slipNo(s.prefix, building, date, current + 1), item };
}

/**
 * A page of slips dated `from`..`to`, oldest first: one Query per month partition (of `building`, or of
 * every building when the series keeps one partition per month, filtered on `building` in DynamoDB),
 * read on until `limit` rows; the cursor names a partition of this range, anything else is a 400.
 */
export async function slipPage<T>(
  s: SlipSeries,
  q: { building?: string; from: string; to: string; limit: number; cursor?: string },
  strip: (r: Stored<T>) => T,
): Promise<{ items: T[]; cursor?: string }> {
  const partitions = monthsBetween(q.from, q.to).map((m) => s.monthPk(q.building ?? '', m));
  const lo = q.from;
  const hi = `${q.to}#\uffff`;
  const start = q.cursor
    ? decodeCursor(
        q.cursor,
        ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
        (k) => partitions.includes(k.GSI1PK) && k.GSI1SK >= lo && k.GSI1SK <= hi && k.PK === s.key(k.GSI1SK.split('#')[1] ?? '').PK,
      )
    : undefined;
  const filter = q.building ? { FilterExpression: 'building = :b', values: { ':b': q.building } } : { values: {} };
  const inputs = partitions.map((pk) => ({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
    ...(filter.FilterExpression ? { FilterExpression: filter.FilterExpression } : {}),
    ExpressionAttributeValues: { ':pk': pk, ':lo': lo, ':hi': hi, ...filter.values },
  }));
  const { items, last } = await fillPage(
    inputs,
    q.limit,
    (i) => ({ PK: String(i.PK), SK: String(i.SK), GSI1PK: String(i.GSI1PK), GSI1SK: String(i.GSI1SK) }),
    start && { at: partitions.indexOf(start.GSI1PK), key: start },
  );
  return { items: items.map((i) => strip(toSlip<T>(i))), ...(last ? { cursor: encodeCursor(last) } : {}) };
}

export const withoutEntry = <T>({ entry: _e, ...r }: Stored<T>): T => r as T;
