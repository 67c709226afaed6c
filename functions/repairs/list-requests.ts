import { REPAIR_ENDPOINTS, type RepairBook } from '../../shared/api/repairs';
import { listRequests } from './model/repair-request';
import { operation } from '../platform/http/handler';

const listOf = (book: RepairBook) => operation(REPAIR_ENDPOINTS[book].listRequests, async ({ query }) => ({ items: await listRequests(book, query) }));

export const listRepairRequests = listOf('ordinary');
export const listPcccRepairRequests = listOf('pccc');
