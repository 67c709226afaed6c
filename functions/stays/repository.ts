import { queryAll } from '../lib/db/query';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckOut, ReturnDeposit, Stay } from '../../shared/api/stays';
import { db } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { env } from '../lib/env';
import { NotFound } from '../lib/errors';
import { monthsBetween } from '../lib/time';
import type { Entry } from '../ledger/posting';

/** Attributes that are storage, not the record: keys, index keys, the posted entry, search text. */
const STORAGE = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity', 'entry', 'search']);
export const publicFields = <T>(item: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(item).filter(([k, v]) => !STORAGE.has(k) && v !== null)) as T;

/** Stored records carry the entry they posted, so a cancel can reverse it without reading the journal. */
export type Stored<T> = T & { entry?: Entry };

async function getById<T>(key: Record<string, string>, missing: string): Promise<Stored<T>> {
  const r = await db().send(new GetCommand({ TableName: env.tableName(), Key: key, ConsistentRead: true }));
  if (!r.Item) throw new NotFound(missing);
  return { ...publicFields<T>(r.Item), ...(r.Item.entry ? { entry: r.Item.entry as Entry } : {}) };
}

export const getStay = (id: string) => getById<Stay>(keys.stay(id), `Không tìm thấy phiếu nhận phòng ${id}`);
export const getCheckOut = (id: string) => getById<CheckOut>(keys.checkOut(id), `Không tìm thấy phiếu trả phòng ${id}`);
export const getReturnDeposit = (id: string) => getById<ReturnDeposit>(keys.returnDeposit(id), `Không tìm thấy phiếu trả cọc ${id}`);

/** The check-out notice the room keeps (written by /room-states/update), if one is standing. */
export async function noticeOn(building: string, roomId: string): Promise<RoomNotice | undefined> {
  const r = await db().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.room(building, roomId), ConsistentRead: true, ProjectionExpression: '#n', ExpressionAttributeNames: { '#n': 'notice' } }),
  );
  return (r.Item?.notice as RoomNotice | null | undefined) ?? undefined;
}
export interface RoomNotice {
  date: string;
  expected_leave_date?: string;
  [k: string]: unknown;
}


export { queryAll };

export interface Filter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * Records of one building dated `from`..`to` through byBuildingMonth: one Query per month, all in
 * parallel, oldest first.
 */
export async function byBuildingMonths(
  pkOf: (building: string, month: string) => string,
  building: string,
  from: string,
  to: string,
  filter?: Filter,
): Promise<Record<string, unknown>[]> {
  const pages = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryAll({
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': pkOf(building, month), ':lo': from, ':hi': `${to}#\uffff`, ...filter?.values },
        ExpressionAttributeNames: filter?.names,
        FilterExpression: filter?.expression,
      }),
    ),
  );
  return pages.flat();
}

/** Records of one type about one room, oldest first, through byRoom. */
export const byRoom = (building: string, roomId: string, type: string, filter?: Filter) =>
  queryAll({
    IndexName: 'byRoom',
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :type)',
    ExpressionAttributeValues: { ':pk': keys.roomRecords(building, roomId), ':type': `${type}#`, ...filter?.values },
    ExpressionAttributeNames: filter?.names,
    FilterExpression: filter?.expression,
  });

/** AND of the filters that are set. */
export function allOf(...filters: (Filter | undefined)[]): Filter | undefined {
  const set = filters.filter((f): f is Filter => !!f);
  if (!set.length) return undefined;
  const names = Object.assign({}, ...set.map((f) => f.names ?? {})) as Record<string, string>;
  return {
    expression: set.map((f) => `(${f.expression})`).join(' AND '),
    // DynamoDB refuses an empty map of names.
    names: Object.keys(names).length ? names : undefined,
    values: Object.assign({}, ...set.map((f) => f.values ?? {})) as Record<string, unknown>,
  };
}

export const statusIs = (status: string | undefined): Filter | undefined =>
  status ? { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': status } } : undefined;
export const roomIs = (roomId: string | undefined): Filter | undefined =>
  roomId ? { expression: 'room_id = :room', values: { ':room': roomId } } : undefined;

/** Lower case, no Vietnamese diacritics: "Nguyễn Đức" → "nguyen duc", for substring search. */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
