import * as api from '../../shared/api/users';
import { operation } from '../platform/http/handler';
import { usersInGroup } from '../platform/identity/directory';

export const listUsers = operation(api.listUsers, async ({ query }) => usersInGroup(query.role));
