import type { Role } from '../../../../shared/catalog/roles';
import { useSession } from '../../app/session/session-store';

/**
 * Roles the server lets take, cancel, delete and transfer deposits and record notices
 * (functions/routes.ts: access `staff`). SECURITY users see the lists and reprint.
 */
export const RECORD_EDITORS: readonly Role[] = ['admin', 'staff'];

export function useCanEditRecords(): boolean {
  const { role } = useSession();
  return role !== undefined && RECORD_EDITORS.includes(role);
}
