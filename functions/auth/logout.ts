import * as api from '../../shared/api/auth';
import { operation } from '../platform/http/handler';
import { reply } from '../platform/http/reply';
import { clearedRefreshCookie } from './cookies';

export const logout = operation(api.logout, async () => reply({ message: 'Đã đăng xuất' }, { cookies: [clearedRefreshCookie()] }));
