import * as api from '../../shared/api/internet';
import { operation } from '../platform/http/handler';
import { changeService } from './change';

export const activateInternet = operation(api.activateInternet, async ({ body }, { caller }) => changeService('activate', body, caller));
