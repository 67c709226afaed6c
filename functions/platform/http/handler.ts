import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../../shared/api/endpoint';
import { routeKey, type Domain } from '../../route-types';
import { callerFromClaims, type Caller } from '../claims';
import { BadRequest, CashFloor, Conflict, Forbidden, HttpError, NotFound, Unauthorized } from '../errors';
import { logger } from '../logger';
import { bodyHash, idempotencyKeyOf, storeAfter, storedAnswer, withScope, type StoredAnswer } from './idempotency';
import { json, Reply } from './reply';
import { validateRequest, type Input } from './validate';
import { readableDays } from '../../../shared/dates';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

export interface OperationContext {
  /** Present on every route but the public ones. */
  caller: Caller;
  requestId: string;
  event: Event;
  lambda: Context;
}

export type Operation<E extends Endpoint> = (
  input: { query: QueryOf<E>; body: BodyOf<E>; params: ParamsOf<E> },
  ctx: OperationContext,
) => Promise<ResponseOf<E> | Reply<ResponseOf<E>>>;

/**
 * Typed against its endpoint, stored untyped in the domain's table. The operation carries its
 * endpoint, so a domain's Lambda knows its routes from its own operations and loads no other contract.
 */
export const operation = <E extends Endpoint>(endpoint: E, fn: Operation<E>): AnyOperation =>
  Object.assign(fn as unknown as (input: Input, ctx: OperationContext) => Promise<unknown>, { endpoint });
export type AnyOperation = ((input: Input, ctx: OperationContext) => Promise<unknown>) & { endpoint: Endpoint };

interface Route {
  endpoint: Endpoint;
  run: AnyOperation;
}

interface State {
  route?: Route;
  caller?: Caller;
  input?: Input;
}
const state = new WeakMap<Context, State>();
const stateOf = (c: Context): State => {
  let s = state.get(c);
  if (!s) state.set(c, (s = {}));
  return s;
};

/** Finds the route of this domain the event is for (API Gateway's routeKey, `GET /api/logs`). */
const resolveRoute = (byKey: Map<string, Route>): MiddlewareObj<Event, Result> => ({
  before: (request) => {
    const route = byKey.get(request.event.routeKey);
    if (!route) throw new NotFound('Không có thao tác này');
    stateOf(request.context).route = route;
    logger.appendKeys({ route: request.event.routeKey, requestId: request.context.awsRequestId });
  },
});

/** Reads the caller the JWT authorizer vouched for; the admin check is the server's, not the menu's. */
const authClaims = (): MiddlewareObj<Event, Result> => ({
  before: (request) => {
    const s = stateOf(request.context);
    if (s.route!.endpoint.access === 'public') return;
    const claims = request.event.requestContext?.authorizer?.jwt?.claims;
    if (!claims) throw new Unauthorized();
    s.caller = callerFromClaims(claims as Record<string, string>);
    const { access } = s.route!.endpoint;
    if (access === 'admin' && s.caller.role !== 'admin') throw new Forbidden();
    if (access === 'staff' && s.caller.role === 'SECURITY') throw new Forbidden();
  },
});

/** Body parsing and zod validation with strict objects: unknown fields are refused. */
const validation = (): MiddlewareObj<Event, Result> => ({
  before: (request) => {
    const s = stateOf(request.context);
    s.input = validateRequest(s.route!.endpoint, request.event);
  },
});

/** Last: typed errors become their status; anything else a generic 500 and one log line. */
const httpErrors = (): MiddlewareObj<Event, Result> => ({
  onError: (request) => {
    const error = request.error as Error;
    if (error instanceof HttpError && error.expose) {
      if (error.status >= 500) logger.error('Dependency unavailable', { error, requestId: request.context.awsRequestId, routeKey: request.event.routeKey });
      // A person reads these: any ISO day built into them from stored values is shown DD-MM-YYYY.
      request.response = json(error.status, {
        message: readableDays(error.message),
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
        ...(error.errors ? { errors: error.errors.map((e) => ({ ...e, message: readableDays(e.message) })) } : {}),
        ...(error instanceof CashFloor ? { balance: error.balance } : {}),
      });
      return;
    }
    logger.error('Unhandled error', { error, requestId: request.context.awsRequestId, routeKey: request.event.routeKey });
    request.response = json(500, { message: 'Lỗi hệ thống, vui lòng thử lại sau', requestId: request.context.awsRequestId });
  },
});

const MAX_IDEMPOTENCY_KEY = 128;
const replay = (a: StoredAnswer) => json(a.status, a.body, a.cookies);

/**
 * One Lambda per domain: its routes are its operations' endpoints (the route-table test checks that
 * every route of the table has its operation here).
 */
export function domainHandler(domain: Domain, operations: Record<string, AnyOperation>) {
  const byKey = new Map(Object.values(operations).map((run) => [routeKey(run.endpoint), { endpoint: run.endpoint, run }]));

  const handler = middy<Event, Result>()
    .use(httpErrors())
    .use(resolveRoute(byKey))
    .use(authClaims())
    .use(validation())
    .handler(async (event, context) => {
      const { route, caller, input } = stateOf(context);
      const { endpoint } = route!;
      const success = endpoint.status ?? 200;
      const ctx: OperationContext = { caller: caller!, requestId: context.awsRequestId, event, lambda: context };
      const run = async (): Promise<StoredAnswer> => {
        const out = await route!.run(input!, ctx);
        return out instanceof Reply ? { body: out.body, status: out.options.status ?? success, cookies: out.options.cookies } : { body: out, status: success };
      };
      const idemKey = event.headers?.['idempotency-key'];
      if (!endpoint.idempotent || !idemKey || !caller) {
        const r = await run();
        return json(r.status, r.body, r.cookies);
      }
      if (idemKey.length > MAX_IDEMPOTENCY_KEY)
        throw new BadRequest('Idempotency-Key quá dài', [{ path: 'Idempotency-Key', message: `Tối đa ${MAX_IDEMPOTENCY_KEY} ký tự` }]);
      const key = idempotencyKeyOf(event.routeKey, caller.sub, idemKey);
      const hash = bodyHash(input!.body);
      const prior = await storedAnswer(key, hash);
      if (prior) return replay(prior);
      try {
        const r = await withScope({ key, hash, status: success }, async () => {
          const answer = await run();
          await storeAfter(answer); // only if the operation's own transaction did not carry it
          return answer;
        });
        return json(r.status, r.body, r.cookies);
      } catch (error) {
        // A copy of this request that won the race (or committed before a crash) answered already.
        if (error instanceof Conflict) {
          const winner = await storedAnswer(key, hash);
          if (winner) return replay(winner);
        }
        throw error;
      }
    });
  return Object.assign(handler, { domain, routeKeys: [...byKey.keys()] });
}
