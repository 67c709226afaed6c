import * as api from '../../shared/api/internet';
import { internetPage } from './model/internet';
import { operation } from '../platform/http/handler';

export const listInternet = operation(api.listInternet, async ({ query }) => internetPage(query));
