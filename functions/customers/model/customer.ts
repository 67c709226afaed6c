import type { Customer } from '../../../shared/api/customers';
import type { Occupant, Stay } from '../../../shared/api/stays';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { publicFields } from '../../platform/db/records';
import { indexKey, pageOfParts, type Page } from '../../platform/db/page';
import { createItem, deleteItem, updateItem, type TxItem } from '../../platform/db/transact';
import { indexCustomers, unindexCustomers } from '../../search';

/** The customer record: one per occupant and stay, in the "staying now" index while they stay. */

/** Its type in its room's timeline (GSI2SK `CUST#<date>#<id>`). */
const CUSTOMER_RECORD = 'CUST';

export const customerItem = (s: Pick<Stay, 'building' | 'room_id' | 'id' | 'contract_no'>, o: Occupant, checkInDate: string) => {
  const c: Customer = {
    id: o.customer_id,
    building: s.building,
    room_id: s.room_id,
    stay_id: s.id,
    contract_no: s.contract_no,
    name: o.name,
    ...(o.phone ? { phone: o.phone } : {}),
    ...(o.id_number ? { id_number: o.id_number } : {}),
    ...(o.birth_date ? { birth_date: o.birth_date } : {}),
    ...(o.hometown ? { hometown: o.hometown } : {}),
    check_in_date: checkInDate,
    status: 'staying',
  };
  return {
    ...keys.customer(s.building, c.id),
    entity: 'customer',
    GSI1PK: keys.customersStaying(s.building),
    GSI1SK: keys.customerStayingSort(s.room_id, c.id),
    GSI2PK: keys.roomRecords(s.building, s.room_id),
    GSI2SK: keys.roomRecord(CUSTOMER_RECORD, checkInDate, c.id),
    ...c,
  };
};

/** A new customer: the record alone, in the caller's transaction (its search entries are not: see below). */
export const customerCreated = (s: Pick<Stay, 'building' | 'room_id' | 'id' | 'contract_no'>, o: Occupant, checkInDate: string): TxItem =>
  createItem(customerItem(s, o, checkInDate), 'Khách hàng trùng khoá');

/** A customer of this stay deleted (its check-in removed, the change slip that brought them undone): the record alone. */
export const customerDeleted = (building: string, stayId: string, o: Occupant): TxItem =>
  deleteItem(keys.customer(building, o.customer_id), {
    expression: 'stay_id = :stay',
    values: { ':stay': stayId },
    conflict: `Khách ${o.name} không thuộc lượt ở này`,
  });

const indexed = (building: string, o: Occupant) => ({
  building,
  id: o.customer_id,
  name: o.name,
  ...(o.phone ? { phone: o.phone } : {}),
  ...(o.id_number ? { id_number: o.id_number } : {}),
});

/**
 * The search index's entries of customers about to be created (phone and ID number suffixes, name
 * words; read by the header search and the customers' search): written
 * BEFORE the transaction that creates them (`customerCreated`), never in it (20 occupants would need
 * ~200 items), so a committed customer always has them. If that transaction then fails, or a retry of
 * the request makes new customer ids (the ids are fresh ULIDs per run), these entries point at no
 * customer: harmless, the search checks every hit against the customer as it is.
 */
export const indexCustomersBeforeCommit = (building: string, occupants: Occupant[]): Promise<number> =>
  indexCustomers(occupants.map((o) => indexed(building, o)));

/** After the transaction that deleted them (`customerDeleted`) committed: their search entries, best effort, never throws. */
export const unindexCustomersAfterCommit = (building: string, occupants: Occupant[]): Promise<void> =>
  unindexCustomers(occupants.map((o) => indexed(building, o)));

/** A customer leaves: out of the "staying now" index (sparse GSI1), with the day they left. */
export const customerLeavesItem = (building: string, customerId: string, date: string): TxItem =>
  updateItem(keys.customer(building, customerId), {
    expression: 'SET #status = :left, left_date = :date REMOVE GSI1PK, GSI1SK',
    condition: '#status = :staying',
    names: { '#status': 'status' },
    values: { ':left': 'left', ':staying': 'staying', ':date': date },
    conflict: `Khách ${customerId} không còn ở phòng`,
  });

/** Undo of a leave: back in the "staying now" index. */
export const customerBackItem = (building: string, roomId: string, customerId: string): TxItem =>
  updateItem(keys.customer(building, customerId), {
    expression: 'SET #status = :staying, GSI1PK = :pk, GSI1SK = :sk REMOVE left_date',
    condition: '#status = :left',
    names: { '#status': 'status' },
    values: { ':left': 'left', ':staying': 'staying', ':pk': keys.customersStaying(building), ':sk': keys.customerStayingSort(roomId, customerId) },
    conflict: `Khách ${customerId} đang ở phòng`,
  });

/** Who stays in a building now, one line per customer (the "staying now" index: one Query, two fields read). */
export async function whoStaysNow(building: string): Promise<{ room_id: string; check_in_date: string }[]> {
  const items = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.customersStaying(building) },
    ProjectionExpression: 'room_id, check_in_date',
  });
  return items.map((c) => ({ room_id: String(c.room_id), check_in_date: String(c.check_in_date) }));
}

/**
 * One page of customers, in key order: staying now (the building's sparse "staying" index, `<room>#<id>`,
 * narrowed to one room by its prefix), or a room's whole history (its byRoom partition's customers).
 * The cursor must lie inside the part this request reads: another building's or room's key, or a
 * made-up one, is a 400 (a start key outside the key condition would be DynamoDB's 500).
 */
export async function customersPage(q: CustomersQuery): Promise<Page<Customer>> {
  const page = await customerItemsPage(q);
  return { items: page.items.map((i) => publicFields<Customer>(i)), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

interface CustomersQuery {
  building: string;
  room_id?: string;
  status: 'staying' | 'all';
  limit: number;
  cursor?: string;
}

function customerItemsPage(q: CustomersQuery) {
  if (q.status === 'all') {
    const pk = keys.roomRecords(q.building, q.room_id!);
    return pageOfParts(
      [
        {
          pk,
          input: {
            IndexName: 'byRoom',
            KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :type)',
            ExpressionAttributeValues: { ':pk': pk, ':type': `${CUSTOMER_RECORD}#` },
          },
          within: (k) => k.GSI2SK!.startsWith(`${CUSTOMER_RECORD}#`),
        },
      ],
      q,
      indexKey('GSI2PK', 'GSI2SK'),
    );
  }
  const pk = keys.customersStaying(q.building);
  const room = q.room_id ? `${q.room_id}#` : undefined;
  return pageOfParts(
    [
      {
        pk,
        input: {
          IndexName: 'byBuildingMonth',
          KeyConditionExpression: room ? 'GSI1PK = :pk AND begins_with(GSI1SK, :room)' : 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': pk, ...(room ? { ':room': room } : {}) },
        },
        ...(room ? { within: (k: Record<string, string>) => k.GSI1SK!.startsWith(room) } : {}),
      },
    ],
    q,
    indexKey('GSI1PK', 'GSI1SK'),
  );
}
