import { queryOptions } from '@tanstack/react-query';
import { listMonthEndFiles } from '../../../../shared/api/exports';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

/** The month-end files the monthly close wrote, under the 'exports' domain that serves them. */
export const exportQueries = {
  /** The links are signed and expire: asked again on every visit rather than kept. */
  monthEndFiles: (month: string) =>
    queryOptions({
      queryKey: [...domainKey('exports'), 'month-end-files', month],
      queryFn: ({ signal }) => call(listMonthEndFiles, { query: { month }, signal }),
      staleTime: 0,
    }),
};
