import * as api from '../../shared/api/customers/file';
import { operation } from '../platform/http/handler';
import { NotFound } from '../platform/errors';
import { accountOf } from '../kernel/model/stay-account';
import { heldBy } from '../kernel/ledger/deposit-held';
import { findStay } from '../stays';
import { stayFileOf } from '../rooms';
import { cardsOfStay, customerById } from './model/customer-file';

/**
 * The tenant page (issue 24): the customer record with their documents' numbers, their stay (people,
 * vehicles, the deposit the ledger holds, its account line by line: the same stay account the receipt
 * form and the unpaid report read) and the vehicle cards issued to it. By id alone: one BatchGet over
 * the buildings, then the stay, its account and deposit by key, its cards on its room's timeline.
 */
export const getCustomerFile = operation(api.getCustomerFile, async ({ params }) => {
  const customer = await customerById(params.id);
  if (!customer) throw new NotFound(`Không tìm thấy khách hàng ${params.id}`, 'id');
  const stay = await findStay(customer.stay_id);
  if (!stay || stay.status === 'removed') return { customer, vehicle_cards: [] };
  const [account, held, cards] = await Promise.all([
    accountOf(stay),
    heldBy([stay.deposit_object]),
    cardsOfStay(stay.building, stay.room_id, stay.id, stay.start_date),
  ]);
  return {
    customer,
    stay: { ...stayFileOf(stay, account, held.get(stay.deposit_object) ?? 0), building: stay.building, room_id: stay.room_id },
    vehicle_cards: cards,
  };
});
