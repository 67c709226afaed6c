import * as api from '../../shared/api/readings';
import { operation } from '../platform/http/handler';
import { auditPage } from './model/reading';

/** GET /api/bills/audit-data: who entered or changed which reading, newest first, paged (model/reading.ts `auditPage`). */
export const auditData = operation(api.auditData, async ({ query }) => auditPage(query));
