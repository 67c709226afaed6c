import { queryOptions } from '@tanstack/react-query';
import { dbInfo, listCollections } from '../../../../shared/api/admin';
import { listAdminUsers } from '../../../../shared/api/admin/users';
import type { Role } from '../../../../shared/catalog/roles';
import { call } from '../../api/client';

/** While the server is still counting old data ("đang đếm"), ask again this often until the counts are in. */
export const COUNTING_REFETCH_MS = 10_000;

export const adminQueries = {
  all: () => ['admin'] as const,
  collections: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'collections'],
      queryFn: ({ signal }) => call(listCollections, { signal }),
      refetchInterval: (q) => (q.state.data?.some((c) => c.counting) ? COUNTING_REFETCH_MS : false),
    }),
  dbInfo: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'db-info'],
      queryFn: ({ signal }) => call(dbInfo, { signal }),
      refetchInterval: (q) => (q.state.data?.counting ? COUNTING_REFETCH_MS : false),
    }),
  users: () => queryOptions({ queryKey: [...adminQueries.all(), 'users'], queryFn: ({ signal }) => call(listAdminUsers, { signal }) }),
};

export interface NewUser {
  username: string;
  name: string;
  role: Role;
  password: string;
}
