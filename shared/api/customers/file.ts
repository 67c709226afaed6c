import * as z from 'zod';
import { endpoint } from '../endpoint';
import { customer } from './index';
import { vehicleCard } from './vehicle-cards';
import { stayFile } from '../rooms/file';

/**
 * One page per tenant (issue 24, /khach-hang/<id>): the customer record (one per occupant and stay,
 * with their documents' numbers), their stay with its people, vehicles and account line by line (its
 * payments, what is still owed: the stay account the receipt form and the unpaid report read), and
 * the vehicle cards issued to that stay.
 */
export const customerFile = z.object({
  customer,
  stay: stayFile.extend({ building: z.string(), room_id: z.string() }).optional().describe('absent only for a record whose stay is gone'),
  vehicle_cards: z.array(vehicleCard),
});
export type CustomerFile = z.infer<typeof customerFile>;

export const getCustomerFile = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/customers/{id}/file',
  summary: 'Trang khách hàng: giấy tờ, lượt thuê (hợp đồng, người ở, xe), các khoản phải trả và đã trả với số dư, thẻ xe',
  params: z.strictObject({
    id: z
      .string()
      .trim()
      .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, 'Mã khách hàng không hợp lệ'),
  }),
  response: customerFile,
});
