import { z } from 'zod';
import { routes } from '../functions/routes';
import { errorResponse } from '../shared/api/common';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });

/** Query strings are flat: each property of the query schema is one parameter. */
function queryParameters(s: z.ZodType | undefined) {
  if (!s) return [];
  const json = schema(s) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, p]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: p,
  }));
}

const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));

/** The OpenAPI 3.1 document of every served operation, generated from the zod contracts. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const e = r.endpoint;
    const errors = Object.fromEntries(
      ['400', ...(r.access === 'public' ? [] : ['401']), ...(r.access === 'admin' || r.access === 'staff' ? ['403'] : []), '404', '409', '500'].map((s) => [
        s,
        { description: 'Lỗi', content: { 'application/json': { schema: schema(errorResponse) } } },
      ]),
    );
    (paths[e.path] ??= {})[e.method.toLowerCase()] = {
      operationId: `${r.domain}.${r.handler}`,
      summary: e.summary,
      tags: [r.domain],
      ...(r.access === 'public' ? { security: [] } : {}),
      parameters: [...pathParameters(e.path), ...queryParameters(e.query)],
      ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body) } } } } : {}),
      responses: {
        [String(e.status ?? 200)]: { description: 'OK', content: { 'application/json': { schema: schema(e.response) } } },
        ...errors,
      },
      ...(r.idempotent ? { 'x-idempotency-key': 'Idempotency-Key header: a retry with the same key and body replays the first answer' } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Nhà trọ back-office API', version: '0.1.0' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ cognito: [] }],
    paths,
  };
}
