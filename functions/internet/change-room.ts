import * as api from '../../shared/api/internet';
import { operation } from '../platform/http/handler';
import { changeService } from './change';

export const changeInternetRoom = operation(api.changeInternetRoom, async ({ body }, { caller }) => changeService('change_room', body, caller));
