import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { clearDatabase, dbInfo, listCollections } from '../../../../shared/api/admin';
import { createAdminUser, listAdminUsers, setAdminUserPassword, setAdminUserRole } from '../../../../shared/api/admin-users';
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

export const adminMutations = {
  clearDatabase: () =>
    mutationOptions({ mutationKey: [...adminQueries.all(), 'clear-database'], mutationFn: (confirm: string) => call(clearDatabase, { body: { confirm } }) }),
  createUser: () => mutationOptions({ mutationKey: [...adminQueries.all(), 'create-user'], mutationFn: (body: NewUser) => call(createAdminUser, { body }) }),
  setRole: () =>
    mutationOptions({
      mutationKey: [...adminQueries.all(), 'set-role'],
      mutationFn: ({ username, role }: { username: string; role: Role }) => call(setAdminUserRole, { params: { username }, body: { role } }),
    }),
  setPassword: () =>
    mutationOptions({
      mutationKey: [...adminQueries.all(), 'set-password'],
      mutationFn: ({ username, password }: { username: string; password: string }) => call(setAdminUserPassword, { params: { username }, body: { password } }),
    }),
};
