import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** What an operation may return when plain data is not enough (cookies, a different status). */
export class Reply<T = unknown> {
  constructor(
    readonly body: T,
    readonly options: { status?: number; cookies?: string[] } = {},
  ) {}
}

export const reply = <T>(body: T, options?: { status?: number; cookies?: string[] }) => new Reply(body, options);

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(status: number, body: unknown, cookies?: string[]): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: HEADERS, body: JSON.stringify(body), ...(cookies?.length ? { cookies } : {}) };
}
