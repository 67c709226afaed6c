import { queryOptions } from '@tanstack/react-query';
import { dbInfo, listCollections } from '../../../../shared/api/admin';
import { listAdminUsers } from '../../../../shared/api/admin/users';
import type { Role } from '../../../../shared/catalog/roles';
import { call } from '../../api/client';

export const adminQueries = {
  all: () => ['admin'] as const,
  collections: () => queryOptions({ queryKey: [...adminQueries.all(), 'collections'], queryFn: ({ signal }) => call(listCollections, { signal }) }),
  dbInfo: () => queryOptions({ queryKey: [...adminQueries.all(), 'db-info'], queryFn: ({ signal }) => call(dbInfo, { signal }) }),
  users: () => queryOptions({ queryKey: [...adminQueries.all(), 'users'], queryFn: ({ signal }) => call(listAdminUsers, { signal }) }),
};

export interface NewUser {
  username: string;
  name: string;
  role: Role;
  password: string;
}
