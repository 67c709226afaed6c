import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../../shared/api/endpoint';
import { routes } from '../../routes';
import { routeKey, type Domain, type Route } from '../../route-types';
import { callerFromClaims, type Caller } from '../claims';
import { Forbidden, HttpError, NotFound, Unauthorized } from '../errors';
import { logger } from '../logger';
import { runIdempotent } from './idempotency';
import { json, Reply } from './reply';
import { validateRequest, type Input } from './validate';

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

/** Typed against its endpoint, stored untyped in the domain's table. */
export const operation = <E extends Endpoint>(_endpoint: E, fn: Operation<E>) => fn as unknown as AnyOperation;
type AnyOperation = (input: Input, ctx: OperationContext) => Promise<unknown>;

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
    logger.appendKeys({ route: route.handler, requestId: request.context.awsRequestId });
  },
});

/** Reads the caller the JWT authorizer vouched for; the admin check is the server's, not the menu's. */
const authClaims = (): MiddlewareObj<Event, Result> => ({
  before: (request) => {
    const s = stateOf(request.context);
    if (s.route!.access === 'public') return;
    const claims = request.event.requestContext?.authorizer?.jwt?.claims;
    if (!claims) throw new Unauthorized();
    s.caller = callerFromClaims(claims as Record<string, string>);
    const { access } = s.route!;
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
      request.response = json(error.status, {
        message: error.message,
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
      return;
    }
    logger.error('Unhandled error', { error, requestId: request.context.awsRequestId, routeKey: request.event.routeKey });
    request.response = json(500, { message: 'Lỗi hệ thống, vui lòng thử lại sau', requestId: request.context.awsRequestId });
  },
});

/**
 * One Lambda per domain: the domain's routes come from the route table and every one must have its
 * operation here, or the function refuses to load (and the route-table test fails).
 */
export function domainHandler(domain: Domain, operations: Record<string, AnyOperation>) {
  const own = routes.filter((r) => r.domain === domain);
  const missing = own.filter((r) => !operations[r.handler]).map((r) => r.handler);
  if (missing.length) throw new Error(`Domain ${domain} lacks operations: ${missing.join(', ')}`);
  const byKey = new Map(own.map((r) => [routeKey(r.endpoint), r]));

  return middy<Event, Result>()
    .use(httpErrors())
    .use(resolveRoute(byKey))
    .use(authClaims())
    .use(validation())
    .handler(async (event, context) => {
      const { route, caller, input } = stateOf(context);
      const ctx: OperationContext = { caller: caller!, requestId: context.awsRequestId, event, lambda: context };
      const run = async () => {
        const out = await operations[route!.handler]!(input!, ctx);
        return out instanceof Reply ? { body: out.body, ...out.options } : { body: out };
      };
      const idemKey = event.headers?.['idempotency-key'];
      const result =
        route!.idempotent && idemKey
          ? await runIdempotent({ routeKey: event.routeKey, caller: caller?.sub ?? 'public', key: idemKey, body: input!.body }, context, run)
          : await run();
      const status = (result as { status?: number }).status ?? route!.endpoint.status ?? 200;
      return json(status, result.body, (result as { cookies?: string[] }).cookies);
    });
}
