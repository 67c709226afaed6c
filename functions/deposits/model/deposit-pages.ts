import type { Room } from '../../../shared/api/rooms';
import { BUILDING_CODES } from '../../../shared/catalog/buildings';
import { WALK_IN } from '../../../shared/catalog/deposits';
import { addMonths } from '../../../shared/dates';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { indexKey, pageOfParts, type Page } from '../../platform/db/page';
import { roomItemsPage, toRoom } from '../../kernel/model/room';
import { roomHoldingOf, type RoomHolding } from '../../rooms';
import type { DepositItem } from './deposit';

/**
 * The paged reads of the deposits' two lists that grow with the rooms (issue 23 §13): the deposits
 * holding a building's rooms (GET /api/deposits/deposit-status) and the month's commissions
 * (GET /api/commissions). Each request reads one bounded page, and what it joins it reads for that
 * page's rows only, so a read costs the same at ten times the rooms.
 */

/**
 * A page of a building's rooms with what they hold (status and the deposit each was last given): the
 * room item's key (the page's cursor) and those three fields only.
 */
export async function roomHoldingsPage(building: string, page: { limit: number; cursor?: string }): Promise<Page<RoomHolding>> {
  const read = await roomItemsPage(building, page, {
    ProjectionExpression: 'PK, SK, room_id, #status, active_deposit_id',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return { items: read.items.map(roomHoldingOf), ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/** How many deposits one commissions request examines, at most (the filter keeps those checked in during the month). */
const EXAMINE = 100;

/** What a commission row reads of a deposit, and the keys its cursor is made of (GSI1's and the table's). */
const COMMISSION_FIELDS = 'PK, SK, GSI1PK, GSI1SK, #id, slip_no, building, room_id, customer_name, agent_user_id, agent_name, #date, checked_in_at, stay_id';

/**
 * A page of the deposits that earn a commission in `month`: checked in during the month, brought in by
 * an agent (not a walk-in), of `agent` when one is named. A deposit is filed under the month it was
 * taken (GSI1 `DEP#<building>#<month>`), so they are read from the month and the `lookback` months
 * before it: one partition per building and month, building by building, each oldest first, in key
 * order. The conditions are the Query's filter (the page fills with rows that count).
 */
export async function commissionDepositsPage(
  q: { month: string; building?: string; agent?: string; lookback: number },
  page: { limit: number; cursor?: string },
): Promise<Page<DepositItem>> {
  const months = Array.from({ length: q.lookback + 1 }, (_, i) => addMonths(q.month, i - q.lookback));
  const filter = ['#status = :checked', 'agent_user_id <> :walkIn', 'begins_with(checked_in_at, :month)', ...(q.agent ? ['agent_user_id = :agent'] : [])].join(
    ' AND ',
  );
  const parts = (q.building ? [q.building] : BUILDING_CODES).flatMap((b) =>
    months.map((month) => {
      const pk = keys.depositBuildingMonth(b, month);
      return {
        pk,
        input: {
          IndexName: 'byBuildingMonth',
          KeyConditionExpression: 'GSI1PK = :pk',
          FilterExpression: filter,
          ProjectionExpression: COMMISSION_FIELDS,
          ExpressionAttributeNames: { '#id': 'id', '#date': 'date', '#status': 'status' },
          ExpressionAttributeValues: {
            ':pk': pk,
            ':checked': 'checked_in',
            ':walkIn': WALK_IN,
            ':month': q.month,
            ...(q.agent ? { ':agent': q.agent } : {}),
          },
        },
      };
    }),
  );
  // Few of a month's deposits were checked in during `month`: a request examines at most EXAMINE of them,
  // so it costs the same at any size (a short page, even an empty one, carries the cursor on).
  const read = await pageOfParts(parts, page, indexKey('GSI1PK', 'GSI1SK'), { examine: EXAMINE });
  return { items: read.items as DepositItem[], ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/** The rooms a page of rows is about, by key (BatchGet), never a whole building: `<building>#<room>` → room. */
export async function roomsByKey(wanted: readonly { building: string; room_id: string }[]): Promise<Map<string, Room>> {
  const at = (r: { building: string; room_id: string }) => `${r.building}#${r.room_id}`;
  const distinct = new Map(wanted.map((w) => [at(w), keys.room(w.building, w.room_id)]));
  return new Map((await getMany([...distinct.values()])).map(toRoom).map((r) => [at(r), r]));
}
