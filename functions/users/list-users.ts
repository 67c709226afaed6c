import * as api from '../../shared/api/users';
import { operation } from '../lib/http/handler';
import { usersInGroup } from '../core/people/directory';

export const listUsers = operation(api.listUsers, async ({ query }) => usersInGroup(query.role));
