import type { Endpoint } from '../shared/api/endpoint';

/** The Lambda a route runs in: one function per domain. */
export type Domain =
  | 'auth' | 'users' | 'logs' | 'admin'
  | 'rooms' | 'deposits' | 'stays' | 'customers' | 'receipts' | 'ledger'
  | 'payments' | 'billing' | 'repairs' | 'internet' | 'utilities';

/**
 * public: no token; user: any signed-in role (guards included); staff: back-office staff or admin,
 * for anything that changes records; admin: Cognito group `admin`. All checked by the server.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

export interface Route {
  endpoint: Endpoint;
  domain: Domain;
  access: Access;
  /** Name of the operation the domain's handler exports for this route. */
  handler: string;
  /** A POST that creates: a retry with the same Idempotency-Key replays the first answer. */
  idempotent?: boolean;
}

export const routeKey = (e: Pick<Endpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;
