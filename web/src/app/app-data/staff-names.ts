import { queryClient } from '../../api/query-client';
import { staffName } from './lookups';
import { appDataQueries } from './queries';

/**
 * "Người lập" outside React (a column's exported value, a printed slip): the full name of the login
 * that made the record, from the staff list the layout loaded after sign-in; the login itself while
 * that list is not there (a guard does not read it). Inside a component, prefer useAppData().staffName,
 * which redraws when the list arrives.
 */
export const staffNameOf = (login: string | null | undefined): string => staffName(queryClient.getQueryData(appDataQueries.staffUsers().queryKey), login);
