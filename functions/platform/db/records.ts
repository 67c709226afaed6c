import { queryAll } from './query';
import { keys } from './keys';
import { monthsBetween } from '../time';

/**
 * Attributes that are storage, not the record: keys, index keys, the posted entry (a record with its
 * entry: functions/kernel/stored.ts), and the folded search text customers written before the search index carry.
 */
const STORAGE = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity', 'entry', 'search']);
export const publicFields = <T>(item: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(item).filter(([k, v]) => !STORAGE.has(k) && v !== null)) as T;

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
export const roomIs = (roomId: string | undefined): Filter | undefined => (roomId ? { expression: 'room_id = :room', values: { ':room': roomId } } : undefined);
