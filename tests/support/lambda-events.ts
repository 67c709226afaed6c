import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import saved from './events/get-logs.json';

/** Saved API Gateway events for calling a domain handler directly, as Lambda would. */

/** A saved API Gateway HTTP API (payload 2.0) event, re-aimed at another route. */
export function eventFor(
  routeKey: string,
  o: { query?: Record<string, string>; body?: unknown; groups?: string; claims?: false; headers?: Record<string, string> } = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const e = structuredClone(saved) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const [method, path] = routeKey.split(' ');
  e.routeKey = routeKey;
  e.rawPath = path!;
  e.requestContext.routeKey = routeKey;
  e.requestContext.http.method = method!;
  e.queryStringParameters = o.query;
  e.headers = { ...e.headers, ...o.headers };
  if (o.body !== undefined) e.body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  if (o.groups) e.requestContext.authorizer.jwt.claims['cognito:groups'] = o.groups;
  if (o.claims === false) delete (e.requestContext as { authorizer?: unknown }).authorizer;
  return e;
}

export const lambdaContext = (): Context => ({
  awsRequestId: 'req-unit-1',
  functionName: 'nha-tro-unit',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:ap-southeast-1:123456789012:function:nha-tro-unit',
  memoryLimitInMB: '512',
  logGroupName: '/aws/lambda/nha-tro-unit',
  logStreamName: 'unit',
  callbackWaitsForEmptyEventLoop: false,
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});
