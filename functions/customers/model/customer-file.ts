import type { Customer } from '../../../shared/api/customers';
import { BUILDING_CODES } from '../../../shared/catalog/buildings';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { publicFields, queryAll } from '../../platform/db/records';
import type { VehicleCard } from '../../../shared/api/customers/vehicle-cards';
import { toVehicleCard } from './vehicle-card';

/**
 * A customer by id alone (the tenant page's URL names no building): one BatchGet of the id's key in
 * each building's partition (`CUST#<building>` / `<id>`), O(buildings), whatever the history.
 */
export async function customerById(id: string): Promise<Customer | undefined> {
  const items = await getMany(BUILDING_CODES.map((b) => keys.customer(b, id)));
  const item = items.find((i) => i.entity === 'customer');
  return item ? publicFields<Customer>(item) : undefined;
}

/**
 * The vehicle cards issued to one stay (out or returned), newest first: its room's timeline from the
 * stay's start, the stay filtered in DynamoDB, at most `limit`.
 */
export async function cardsOfStay(building: string, roomId: string, stayId: string, since: string, limit = 50): Promise<VehicleCard[]> {
  const items = await queryAll(
    {
      IndexName: 'byRoom',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
      FilterExpression: 'stay_id = :stay',
      ExpressionAttributeValues: { ':pk': keys.roomRecords(building, roomId), ':lo': `VCARD#${since}`, ':hi': 'VCARD#\uffff', ':stay': stayId },
      ScanIndexForward: false,
    },
    limit,
  );
  return items.slice(0, limit).map(toVehicleCard);
}
