import * as api from '../../shared/api/admin-users';
import { operation } from '../lib/http/handler';
import { listUsersWithRoles } from './users-cognito';

export const listAdminUsers = operation(api.listAdminUsers, async () => listUsersWithRoles());
