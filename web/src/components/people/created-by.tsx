import { useStaffName } from '../../app/app-data/use-app-data';
import { staffNameOf } from '../../app/app-data/staff-names';
import type { DataColumn } from '../data-table/columns';

/** A user's full name, with the login on hover (issue 23 §3: "Người lập" names a person, not an account). */
export function StaffName({ login }: { login: string | null | undefined }) {
  const name = useStaffName()(login);
  return <span title={login && login !== name ? login : undefined}>{name}</span>;
}

/**
 * THE "who made it" column of every list: the full name on screen and in exports. `get` reads the
 * login from a row; a totals row (no login) shows nothing.
 */
export function createdByColumn<T>(get: (row: T) => string | null | undefined, o: { key?: string; title?: string } = {}): DataColumn<T> {
  return {
    key: o.key ?? 'created_by',
    title: o.title ?? 'Người lập',
    kind: 'text',
    value: (r) => (get(r) ? staffNameOf(get(r)) : ''),
    render: (_: unknown, r: T) => (get(r) ? <StaffName login={get(r)} /> : null),
  };
}
