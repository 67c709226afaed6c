import * as api from '../../shared/api/search';
import type { SearchAnswer } from '../../shared/api/search';
import { operation } from '../platform/http/handler';
import { customersByName, customersByPhone } from './model/customer-hits';
import { contractsByNumber, roomsByCode } from './model/room-lookup';
import { voucherByNumber } from './model/voucher-lookup';
import { contractStart, nameQuery, phoneQuery, roomCode, voucherNumber } from './rules/query-kinds';

/**
 * The header search: each reading the query allows, in parallel, each by key or by the search index
 * (never a Scan). A guard (SECURITY) finds rooms only: their routes read rooms and their own deposits,
 * never customers, phones or other vouchers.
 */
export const search = operation(api.search, async ({ query }, { caller }): Promise<SearchAnswer> => {
  const q = query.q;
  const guard = caller.role === 'SECURITY';
  const room = roomCode(q);
  const voucher = guard ? undefined : voucherNumber(q);
  const contract = guard ? undefined : contractStart(q);
  const phone = guard ? undefined : phoneQuery(q);
  // A code or number is not a name ("BN101" would look up a word no name has); a building's letters
  // followed by letters ("Mai") stays a name too.
  const codeLike = (room && /^\d/.test(room.room)) || voucher || contract || phone;
  const name = guard || codeLike ? undefined : nameQuery(q);
  const [rooms, vouchers, contracts, byPhone, byName] = await Promise.all([
    room ? roomsByCode(room.building, room.room) : [],
    voucher ? voucherByNumber(voucher) : [],
    contract ? contractsByNumber(contract.start, contract.buildings) : [],
    phone ? customersByPhone(phone) : [],
    name ? customersByName(name.words) : [],
  ]);
  return { rooms, customers: [...byPhone, ...byName], vouchers, contracts };
});
