import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: a failure is only logged (spec §8: application data, debt reports, analyses). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Client errors will not get better by asking again; network trouble and 5xx may. */
const retry = (failures: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** Every failed query and mutation ends up in notify.error, unless it asked to stay silent. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent) console.warn(`Query ${JSON.stringify(query.queryKey)} failed:`, error.message);
      else notify.error(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _v, _c, mutation) => {
      if (mutation.meta?.silent) console.warn('Mutation failed:', error.message);
      else notify.error(error);
    },
  }),
  defaultOptions: {
    queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
