import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { clearDatabase, dbInfo, listCollections } from '../../../../shared/api/admin';
import { call } from '../../api/client';

export const adminQueries = {
  all: () => ['admin'] as const,
  collections: () => queryOptions({ queryKey: [...adminQueries.all(), 'collections'], queryFn: ({ signal }) => call(listCollections, { signal }) }),
  dbInfo: () => queryOptions({ queryKey: [...adminQueries.all(), 'db-info'], queryFn: ({ signal }) => call(dbInfo, { signal }) }),
};

export const adminMutations = {
  clearDatabase: () =>
    mutationOptions({ mutationKey: [...adminQueries.all(), 'clear-database'], mutationFn: (confirm: string) => call(clearDatabase, { body: { confirm } }) }),
};
