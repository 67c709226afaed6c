import * as api from '../../shared/api/admin-users';
import { operation } from '../lib/http/handler';
import { listUsersWithRoles } from '../lib/identity/admin-users';

export const listAdminUsers = operation(api.listAdminUsers, async () => listUsersWithRoles());
