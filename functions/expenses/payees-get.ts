import * as api from '../../shared/api/expenses/payees';
import { operation } from '../platform/http/handler';
import { readPayees } from './model/payee-settings';

/** The expense payees (staff read them to fill an expense slip). */
export const getPayees = operation(api.getPayees, async () => readPayees());
