import type { Access, Domain, Endpoint } from '../shared/api/endpoint';

export type { Access, Domain };

export interface Route {
  endpoint: Endpoint;
  domain: Domain;
  access: Access;
  /** Name of the operation the domain's handler exports for this route. */
  handler: string;
  /** A POST that creates: a retry with the same Idempotency-Key replays the first answer. */
  idempotent?: boolean;
}

/** A route of the table: access and idempotency come from the endpoint's contract, which the web reads too. */
export const route = (endpoint: Endpoint, domain: Domain, handler: string): Route => ({
  endpoint,
  domain,
  handler,
  access: endpoint.access,
  ...(endpoint.idempotent ? { idempotent: true } : {}),
});

export const routeKey = (e: Pick<Endpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;
