import * as api from '../../shared/api/bills';
import { operation } from '../platform/http/handler';
import { latestPaymentMonth } from '../kernel/ledger/edit-lock';

/** The same read the server's edit lock uses, so the web disables exactly the dates the server refuses. */
export const latestPaymentLog = operation(api.latestPaymentLog, async () => ({ month: (await latestPaymentMonth()) ?? null }));
