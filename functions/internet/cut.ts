import * as api from '../../shared/api/internet';
import { operation } from '../platform/http/handler';
import { changeService } from './change';

export const cutInternet = operation(api.cutInternet, async ({ body }, { caller }) => changeService('cut', body, caller));
