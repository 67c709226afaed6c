import * as api from '../../shared/api/internet';
import { internetPage } from '../core/records/internet';
import { operation } from '../lib/http/handler';

export const listInternet = operation(api.listInternet, async ({ query }) => internetPage(query));
