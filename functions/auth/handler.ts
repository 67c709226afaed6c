import { domainHandler } from '../platform/http/handler';
import { login } from './login';
import { logout } from './logout';
import { refreshToken } from './refresh-token';

export const handler = domainHandler('auth', { login, refreshToken, logout });
