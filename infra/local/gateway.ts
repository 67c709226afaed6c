import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routes } from '../../functions/routes';
import { routeKey, type Domain, type Route } from '../../functions/route-types';
import { verifyAccessToken } from '../../functions/platform/jwt';
import { openApiDocument } from '../../scripts/openapi';
import { timeoutSecondsOf } from '../constructs/domain-access';

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface Compiled {
  route: Route;
  pattern: RegExp;
  params: string[];
}

const compile = (route: Route): Compiled => {
  const params: string[] = [];
  const source = route.endpoint.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
      params.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), params };
};

/**
 * API Gateway's JWT authorizer hands claims to the Lambda as strings, arrays flattened to
 * `[a b]`; do the same so the handlers see exactly what they will see in AWS.
 */
const flattenClaims = (payload: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );

/**
 * A token that verified once is not verified again until it expires: a signature check per request
 * is the emulator's own cost, which API Gateway does not bill to the Lambda.
 */
const verified = new Map<string, Record<string, unknown>>();
async function verifiedClaims(token: string): Promise<Record<string, unknown> | undefined> {
  const known = verified.get(token);
  if (known && Number(known.exp) * 1000 > Date.now()) return known;
  const claims = (await verifyAccessToken(token).catch(() => undefined)) as Record<string, unknown> | undefined;
  if (claims) {
    if (verified.size > 1000) verified.clear();
    verified.set(token, claims);
  }
  return claims;
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  // A request that announces no body (every GET here) is not waited on for one.
  if (!req.headers['content-length'] && !req.headers['transfer-encoding']) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string | number | boolean> = {}, cookies: string[] = []) {
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, String(v));
  if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json');
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.end(body);
}

/**
 * The embedded API Gateway: serves `/api/*` from the route table, builds the same HTTP API
 * payload 2.0 event the Lambdas get in AWS, and plays the JWT authorizer against the local pool.
 */
export async function startGateway(port: number): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const compiled = routes.map(compile);
  // Most paths have no parameter: one map lookup finds them; only the rest are tried as patterns.
  const fixed = new Map(compiled.filter((c) => !c.params.length).map((c) => [`${c.route.endpoint.method} ${c.route.endpoint.path}`, c]));
  const patterned = compiled.filter((c) => c.params.length);
  const matchRoute = (method: string, path: string): { c: Compiled; m: RegExpExecArray | null } | undefined => {
    const c = fixed.get(`${method} ${path}`);
    if (c) return { c, m: null };
    for (const p of patterned) {
      const m = p.route.endpoint.method === method ? p.pattern.exec(path) : null;
      if (m) return { c: p, m };
    }
    return undefined;
  };
  const handlers = new Map<Domain, Promise<Handler>>();
  const handlerOf = (domain: Domain) => {
    let h = handlers.get(domain);
    if (!h) handlers.set(domain, (h = import(`../../functions/${domain}/handler.ts`).then((m: { handler: Handler }) => m.handler)));
    return h;
  };
  const openapi = JSON.stringify(openApiDocument());

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = (req.method ?? 'GET').toUpperCase();
      if (method === 'GET' && url.pathname === '/api/openapi.json') return send(res, 200, openapi);
      const match = matchRoute(method, url.pathname);
      if (!match) return send(res, 404, JSON.stringify({ message: 'Not Found' }));
      const { route, params } = match.c;

      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;

      let authorizer: APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'] | undefined;
      if (route.access !== 'public') {
        const token = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1];
        const claims = token ? await verifiedClaims(token) : undefined;
        if (!claims) return send(res, 401, JSON.stringify({ message: 'Unauthorized' }), { 'www-authenticate': 'Bearer' });
        authorizer = { jwt: { claims: flattenClaims(claims), scopes: [] }, principalId: '', integrationLatency: 0 };
      }

      const query: Record<string, string> = {};
      for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
      const pathParameters = Object.fromEntries(params.map((p, i) => [p, decodeURIComponent(match.m![i + 1]!)]));
      const now = new Date();
      const requestId = randomUUID();
      const event = {
        version: '2.0',
        routeKey: routeKey(route.endpoint),
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/).filter(Boolean) : undefined,
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: params.length ? pathParameters : undefined,
        body: await readBody(req),
        isBase64Encoded: false,
        requestContext: {
          accountId: 'local',
          apiId: 'local',
          authorizer,
          domainName: headers.host ?? '127.0.0.1',
          domainPrefix: '127',
          http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
          requestId,
          routeKey: routeKey(route.endpoint),
          stage: '$default',
          time: now.toUTCString(),
          timeEpoch: now.getTime(),
        },
      } as APIGatewayProxyEventV2WithJWTAuthorizer;
      // The function's own time limit, as Lambda would give it (the file workers have 29 s).
      const deadline = Date.now() + timeoutSecondsOf(route.domain) * 1000;
      const context = {
        awsRequestId: requestId,
        functionName: `nha-tro-${route.domain}`,
        functionVersion: '$LATEST',
        invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:nha-tro-${route.domain}`,
        memoryLimitInMB: '512',
        logGroupName: `/aws/lambda/nha-tro-${route.domain}`,
        logStreamName: 'local',
        callbackWaitsForEmptyEventLoop: false,
        getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
        done: () => undefined,
        fail: () => undefined,
        succeed: () => undefined,
      } satisfies Context;
      const result = await (await handlerOf(route.domain))(event, context);
      send(res, result.statusCode ?? 200, result.body ?? '', result.headers ?? {}, result.cookies ?? []);
    } catch (error) {
      // The browser went away mid-request (navigation, closed tab): nobody to answer.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || req.destroyed) return;
      // Like API Gateway when a Lambda crashes: nothing of the error reaches the caller.
      console.error('[gateway]', error);
      if (!res.headersSent) send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    stop: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
