import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Domain } from './route-types';

export type DomainHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type Loader = () => Promise<{ handler: DomainHandler }>;

/**
 * Each domain's Lambda handler, loaded on first use. Lambda folders never import one another; a piece
 * that must run another domain's operation (the exports Lambda runs the list it exports, with the
 * caller's own rights) goes through this table at the functions root. Literal import paths, so the
 * bundler packs them into the one function that uses them.
 */
export const HANDLERS: Partial<Record<Domain, Loader>> = {
  users: () => import('./users/handler'),
  logs: () => import('./logs/handler'),
  rooms: () => import('./rooms/handler'),
  deposits: () => import('./deposits/handler'),
  stays: () => import('./stays/handler'),
  'receipt-changes': () => import('./receipt-changes/handler'),
  customers: () => import('./customers/handler'),
  ledger: () => import('./ledger/handler'),
  bills: () => import('./bills/handler'),
  receipts: () => import('./receipts/handler'),
  readings: () => import('./readings/handler'),
  utilities: () => import('./utilities/handler'),
  internet: () => import('./internet/handler'),
  admin: () => import('./admin/handler'),
  'other-debts': () => import('./other-debts/handler'),
  expenses: () => import('./expenses/handler'),
  bank: () => import('./bank/handler'),
  'bank-import': () => import('./bank-import/handler'),
  'go-live': () => import('./go-live/handler'),
  'tenant-bills': () => import('./tenant-bills/handler'),
  repairs: () => import('./repairs/handler'),
  search: () => import('./search/handler'),
};

const loaded = new Map<Domain, Promise<DomainHandler>>();

/** The handler of a domain; a domain missing here is a programming error, not the caller's. */
export function handlerOf(domain: Domain): Promise<DomainHandler> {
  let h = loaded.get(domain);
  if (!h) {
    const load = HANDLERS[domain];
    if (!load) throw new Error(`No handler registered for domain ${domain}`);
    loaded.set(domain, (h = load().then((m) => m.handler)));
  }
  return h;
}
