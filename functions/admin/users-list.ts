import * as api from '../../shared/api/admin/users';
import { operation } from '../platform/http/handler';
import { listUsersWithRoles } from '../platform/identity/admin-users';

export const listAdminUsers = operation(api.listAdminUsers, async () => listUsersWithRoles());
