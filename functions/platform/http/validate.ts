import type { z } from 'zod';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Endpoint } from '../../../shared/api/endpoint';
import { BadRequest, type FieldError } from '../errors';

export interface Input {
  query: unknown;
  body: unknown;
  params: unknown;
}

/** zod issues → `[{path, message}]`, naming the offending field (an unknown key names itself). */
export function fieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String);
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...base, k].join('.')) : [base.join('.')];
    return paths.map((p) => ({ path: [prefix, p].filter(Boolean).join('.') || (prefix ?? ''), message: issue.message }));
  });
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('Dữ liệu gửi lên không phải JSON hợp lệ', [{ path: 'body', message: 'JSON không hợp lệ' }]);
  }
}

/** Empty query values count as absent: the web omits them, a hand-typed `?x=` means nothing. */
function queryOf(event: APIGatewayProxyEventV2): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.queryStringParameters ?? {})) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** Parse and validate every part of the request against the endpoint's strict schemas. */
export function validateRequest(endpoint: Endpoint, event: APIGatewayProxyEventV2): Input {
  const errors: FieldError[] = [];
  const check = (schema: z.ZodType | undefined, value: unknown, part: 'query' | 'body' | 'params') => {
    if (!schema) {
      const empty = value === undefined || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
      if (!empty) errors.push({ path: part, message: 'Thao tác này không nhận dữ liệu ở đây' });
      return undefined;
    }
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    if (value === undefined && part === 'body') errors.push({ path: 'body', message: 'Thiếu dữ liệu gửi lên' });
    else errors.push(...fieldErrors(r.error));
    return undefined;
  };
  const body = parseBody(event);
  const input: Input = {
    query: check(endpoint.query, queryOf(event), 'query'),
    params: check(endpoint.params, event.pathParameters ?? {}, 'params'),
    body: check(endpoint.body, body, 'body'),
  };
  if (errors.length) throw new BadRequest(`Dữ liệu không hợp lệ: ${errors[0]!.path ? `${errors[0]!.path}: ` : ''}${errors[0]!.message}`, errors);
  return input;
}
