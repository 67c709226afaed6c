import type { Room } from '../../../shared/api/rooms';
import type { Stay } from '../../../shared/api/stays';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll, queryOnce, type QueryInput } from '../../platform/db/query';
import { toRoom } from '../../kernel/model/room';
import { toAccount, type Account } from '../../kernel/model/stay-account';
import { toStay } from '../../stays';
import type { StoredNotice } from './room-views';

/**
 * What the room page (GET /api/rooms/{building}/{room_id}/file) reads of its own room beyond the
 * other domains' entities: the room with the notice it keeps (one Get), its newest stays (one Query of
 * its timeline, newest first, bounded), its accounts that are not nil (one Query of the building's
 * sparse open index, narrowed to the room's prefix), and a bounded slice of its timeline per record
 * type. Each is a key or a bounded Query: nothing grows with the building or the history.
 */

export async function roomWithNotice(building: string, roomId: string): Promise<{ room: Room; notice?: StoredNotice } | undefined> {
  const item = await getItem(keys.room(building, roomId));
  if (!item) return undefined;
  return { room: toRoom(item), ...(item.notice ? { notice: item.notice as StoredNotice } : {}) };
}

const timeline = (building: string, roomId: string, type: string, since?: string): QueryInput => ({
  IndexName: 'byRoom',
  KeyConditionExpression: since ? 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi' : 'GSI2PK = :pk AND begins_with(GSI2SK, :type)',
  ExpressionAttributeValues: {
    ':pk': keys.roomRecords(building, roomId),
    ...(since ? { ':lo': `${type}#${since}`, ':hi': `${type}#\uffff` } : { ':type': `${type}#` }),
  },
  ScanIndexForward: false,
});

/**
 * The room's newest `limit` stays (removed ones left out), newest first, and whether older ones
 * remain: one Query of its timeline with DynamoDB's Limit.
 */
export async function newestStays(building: string, roomId: string, limit: number): Promise<{ stays: Stay[]; more: boolean }> {
  // One more than asked: whether it came tells if older stays remain.
  const read = await queryOnce({ ...timeline(building, roomId, 'STAY'), Limit: limit + 1 });
  const items = read.items.slice(0, limit);
  return { stays: items.map(toStay).filter((s) => s.status !== 'removed'), more: read.items.length > limit };
}

/** The room's stay accounts whose balance is not nil (owing or paid ahead): the open index, `<room>#` prefix. */
export async function openAccountsOfRoom(building: string, roomId: string): Promise<Account[]> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :room)',
    ExpressionAttributeValues: { ':pk': keys.stayAccountsOpen(building), ':room': `${roomId}#` },
  });
  return items.map(toAccount);
}

/** Records of one type on the room's timeline, newest first: those dated `since` or later, at most `limit`. */
export const roomRecordsSince = (building: string, roomId: string, type: string, since: string | undefined, limit: number) =>
  queryAll({ ...timeline(building, roomId, type, since), Limit: limit }, limit).then((items) => items.slice(0, limit));
