import { domainHandler } from '../platform/http/handler';
import { listUsers } from './list-users';

export const handler = domainHandler('users', { listUsers });
