import * as api from '../../shared/api/settings-payees';
import { operation } from '../lib/http/handler';
import { readPayees } from '../core/records/payee-settings';

/** The expense payees (staff read them to fill an expense slip). */
export const getPayees = operation(api.getPayees, async () => readPayees());
