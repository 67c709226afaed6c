import type { Access, Endpoint } from '../../../../shared/api/endpoint';
import type { Role } from '../../../../shared/catalog/roles';
import { sessionStore, useSession } from './session-store';

/**
 * Whether a role may call an operation, by the access the contract gives it (the server checks the
 * same: functions/platform/http/handler.ts). Buttons, menus and route guards ask this instead of listing
 * roles, so a change of access in shared/api is followed everywhere.
 */
export function allows(access: Access, role: Role | undefined): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return role !== undefined;
    case 'staff':
      return role === 'staff' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

/** The signed-in user (or `role`) may call `endpoint`. */
export const can = (endpoint: Pick<Endpoint, 'access'>, role: Role | undefined = sessionStore.get().role): boolean => allows(endpoint.access, role);

/** `can` for components: follows the session, so a logout or role change re-renders. */
export function useCan(endpoint: Pick<Endpoint, 'access'>): boolean {
  return can(endpoint, useSession().role);
}
