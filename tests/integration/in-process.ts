import { expect } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routes } from '../../functions/routes';
import { eventFor, lambdaContext } from '../support/lambda-events';

/**
 * A route's handler called in-process, as the gateway would call its Lambda: for test files that run
 * in a table of their own (`useOwnTable`), whose TABLE_NAME only this process sees.
 */
type Handler = (e: APIGatewayProxyEventV2WithJWTAuthorizer, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers freely
}
export interface Call {
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  groups?: string;
  headers?: Record<string, string>;
}

export async function invoke(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, o: Call = {}): Promise<Answer> {
  const route = routes.find((r) => r.endpoint.method === method && r.endpoint.path === path);
  if (!route) throw new Error(`No route ${method} ${path}`);
  const { handler } = (await import(`../../functions/${route.domain}/handler.ts`)) as { handler: Handler };
  const event = eventFor(`${method} ${path}`, { body: o.body, query: o.query, groups: o.groups ?? '[staff]', headers: o.headers });
  if (o.params) event.pathParameters = o.params;
  const r = await handler(event, lambdaContext());
  return { status: r.statusCode ?? 200, body: JSON.parse(r.body ?? 'null') };
}

/** The answer's body, once its status is the one expected (the body shown when it is not). */
export const ok = (r: Answer, status = 200) => {
  expect(r.status, JSON.stringify(r.body).slice(0, 600)).toBe(status);
  return r.body;
};
