import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { EXPORT_MAX_ROWS } from '../../shared/api/exports';
import type { AnyReport } from '../../shared/exports/report';
import { handlerOf } from '../handler-registry';
import { routes } from '../routes';
import { routeKey, type Route } from '../route-types';
import { BadRequest, HttpError, type ErrorCode, type FieldError } from '../platform/errors';
import type { OperationContext } from '../platform/http/handler';

export const routeOf = (report: AnyReport): Route => {
  const route = routes.find((r) => r.endpoint === report.endpoint);
  if (!route || route.endpoint.method !== 'GET') throw new Error(`Export of ${report.title} names no GET route`);
  return route;
};

interface Answer {
  message?: string;
  code?: ErrorCode;
  field?: string;
  errors?: FieldError[];
}

/**
 * The route's refusal, as the export's own: 403 stays 403, a bad filter is a 400 about `params.<field>`.
 * A 5xx is the route's failure and stays unexplained.
 */
function refusal(status: number, body: string | undefined): Error {
  if (status >= 500) return new Error(`Exported route failed with ${status}`);
  let a: Answer = {};
  try {
    a = JSON.parse(body ?? '{}') as Answer;
  } catch {
    /* the status alone says it */
  }
  const errors = a.errors?.map((e) => ({ ...e, path: e.path.replace(/^(query\.)?/, 'params.') }));
  return new HttpError(status, a.message ?? 'Không xuất được danh sách này', errors, a.code ?? 'invalid', a.field ? 'params' : undefined);
}

/**
 * Runs the list's own GET route in this process, through that domain's handler, with an event that
 * carries the caller's JWT claims: the route's access rule, validation and paging apply exactly as if
 * the caller had asked for it, so an export never shows what the route would refuse. A paged list is
 * followed to its end, up to EXPORT_MAX_ROWS rows; `keep` narrows it as the screen does (its search box).
 */
export async function rowsOf(
  report: AnyReport,
  query: Record<string, string>,
  ctx: OperationContext,
  keep: (row: unknown) => boolean = () => true,
): Promise<unknown[]> {
  const route = routeOf(report);
  const handler = await handlerOf(route.domain);
  const key = routeKey(route.endpoint);
  const params = parsedParams(report, query);
  const rows: unknown[] = [];
  let cursor: string | undefined;
  let call = 0;
  do {
    call += 1;
    const queryStringParameters = report.paging
      ? { ...query, [report.paging.limit]: String(report.paging.pageSize), ...(cursor ? { [report.paging.cursor]: cursor } : {}) }
      : query;
    const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
      ...ctx.event,
      routeKey: key,
      rawPath: route.endpoint.path,
      rawQueryString: new URLSearchParams(queryStringParameters).toString(),
      // The caller's headers minus what belonged to the POST (its body, its idempotency key).
      headers: Object.fromEntries(
        Object.entries(ctx.event.headers ?? {}).filter(([k]) => !['content-length', 'content-type', 'idempotency-key'].includes(k.toLowerCase())),
      ),
      queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
      pathParameters: undefined,
      body: undefined,
      isBase64Encoded: false,
      requestContext: {
        ...ctx.event.requestContext,
        routeKey: key,
        http: { ...ctx.event.requestContext.http, method: 'GET', path: route.endpoint.path },
      },
    };
    // A context of its own: the middy stack keeps each request's state by its context object.
    const context = { ...ctx.lambda, awsRequestId: `${ctx.lambda.awsRequestId}/export-${call}` };
    const result = await handler(event, context);
    const status = result.statusCode ?? 200;
    if (status !== 200) throw refusal(status, result.body);
    const answer = JSON.parse(result.body ?? 'null') as unknown;
    rows.push(...(report.rows(answer, params) as unknown[]).filter(keep));
    if (rows.length > EXPORT_MAX_ROWS) throw tooMany();
    cursor = report.paging?.next(answer);
  } while (cursor);
  return report.finish ? (report.finish as (r: unknown[]) => unknown[])(rows) : rows;
}

export const tooMany = () =>
  new BadRequest(
    `Danh sách có hơn ${EXPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng, quá nhiều để xuất một lần: vui lòng thu hẹp bộ lọc`,
    [{ path: 'params', message: `Tối đa ${EXPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng mỗi lần xuất` }],
    'params',
  );

/** The filters as the route reads them (defaults filled in), for the file's name and columns. */
export const parsedParams = (report: AnyReport, query: Record<string, string>): unknown => report.endpoint.query?.parse(query) ?? {};
