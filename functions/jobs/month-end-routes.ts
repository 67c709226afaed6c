import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { Endpoint, ResponseOf } from '../../shared/api/endpoint';
import { handlerOf } from '../handler-registry';
import { routeKey } from '../route-types';
import { routes } from '../routes';

/** Who the month-end job is in the activity log and to the routes it runs. */
export const SYSTEM = { sub: 'system', username: 'monthly-close' };

let calls = 0;

/**
 * Runs one GET route of another domain in this process, through that domain's own handler (the
 * functions-root registry: Lambda folders never import one another), as the system user with the
 * admin role: the report's numbers are exactly what its screen shows, checks and all.
 */
export async function runReport<E extends Endpoint>(endpoint: E, query: Record<string, string>): Promise<ResponseOf<E>> {
  const route = routes.find((r) => r.endpoint === endpoint);
  if (!route || endpoint.method !== 'GET') throw new Error(`Month-end report ${endpoint.path} names no GET route`);
  const key = routeKey(endpoint);
  const handler = await handlerOf(route.domain);
  calls += 1;
  const requestId = `monthly-close-${Date.now()}-${calls}`;
  const event = {
    version: '2.0',
    routeKey: key,
    rawPath: endpoint.path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    queryStringParameters: query,
    isBase64Encoded: false,
    requestContext: {
      routeKey: key,
      requestId,
      http: { method: 'GET', path: endpoint.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'monthly-close' },
      authorizer: { jwt: { claims: { sub: SYSTEM.sub, username: SYSTEM.username, 'cognito:groups': '[admin]' }, scopes: null } },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  // A context of its own per call: the middy stack keeps each request's state by its context object.
  const context = { awsRequestId: requestId, functionName: 'monthly-close', getRemainingTimeInMillis: () => 60_000 } as unknown as Context;
  const result = await handler(event, context);
  if ((result.statusCode ?? 200) !== 200) throw new Error(`Month-end report ${key} ${JSON.stringify(query)} answered ${result.statusCode}: ${result.body}`);
  return JSON.parse(result.body ?? 'null') as ResponseOf<E>;
}
