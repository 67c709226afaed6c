import * as api from '../../shared/api/bills';
import { operation } from '../platform/http/handler';
import { billOut, findBill } from './model/bill';

/** One room's bill of one month (404 with `room_id` when the month has none for it). */
export const findPayment = operation(api.findPayment, async ({ query }) => billOut(await findBill(query.building, query.month, query.room_id)));
