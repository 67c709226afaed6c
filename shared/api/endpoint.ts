import type { z } from 'zod';
import './zod-vi';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The Lambda a route runs in (one function per domain), and the web's query-key root for its reads. */
export type Domain =
  | 'auth'
  | 'users'
  | 'logs'
  | 'admin'
  | 'exports'
  | 'rooms'
  | 'deposits'
  | 'stays'
  | 'customers'
  | 'search'
  | 'receipt-changes'
  | 'ledger'
  | 'bills'
  | 'readings'
  | 'receipts'
  | 'repairs'
  | 'internet'
  | 'utilities'
  | 'other-debts'
  | 'expenses'
  | 'bank'
  | 'bank-import'
  | 'go-live'
  | 'tenant-bills';

/**
 * Who may call an operation, checked by the server and mirrored by the web's menus and buttons.
 * public: no token (login/refresh only); user: any signed-in role, guards (SECURITY) included, so
 * only what a room agent needs; staff: back-office staff or admin; admin: Cognito group `admin`.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

/**
 * One API operation's contract: what the web sends and what the server answers.
 * Both sides import it, so a request or response shape is written exactly once.
 */
export interface Endpoint {
  method: Method;
  /** Full path as API Gateway sees it, e.g. `/api/rooms/{id}`. */
  path: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** HTTP status of a success answer; 200 unless a create says 201. */
  status?: 200 | 201;
  access: Access;
  /** A write whose answer is stored with its own transaction: a retry with the same Idempotency-Key replays it. */
  idempotent?: boolean;
  /** The domains whose reads this write changes: the web refetches exactly those after it succeeds. */
  affects?: readonly Domain[];
}

export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
