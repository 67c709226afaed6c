import * as api from '../../shared/api/internet';
import { operation } from '../platform/http/handler';
import { changeService } from './change';

export const cancelInternet = operation(api.cancelInternet, async ({ body }, { caller }) => changeService('cancel', body, caller));
