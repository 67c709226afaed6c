/**
 * The stable, language-free names of a refusal (functions/platform/errors.ts `ErrorCode`): the web decides
 * by code and field, never by reading the Vietnamese message.
 */
export type ApiErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'period_locked'
  | 'stale'
  | 'state'
  | 'duplicate'
  | 'idempotency_mismatch'
  | 'too_many'
  | 'unavailable'
  /** No answer of our API at all (a 5xx without a body, a malformed answer). */
  | 'server';

export interface ApiFieldError {
  /** The request path the message is about, e.g. `occupants.1.phone` (maybe prefixed `body.`). */
  path: string;
  message: string;
}

/** Any non-2xx answer of our API: the server's Vietnamese message, its code, the field it is about. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** The request field the refusal is about (`room_id`, `date`, ...), when the server names one. */
  readonly field?: string;
  readonly errors?: ApiFieldError[];
  /** Already shown to the user (the session-expired dialog), so nobody shows it again. */
  readonly handled: boolean;

  constructor(
    readonly status: number,
    message: string,
    details: { code?: ApiErrorCode; field?: string; errors?: ApiFieldError[]; handled?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code ?? (status >= 500 ? 'server' : 'invalid');
    this.field = details.field;
    this.errors = details.errors;
    this.handled = details.handled ?? false;
  }
}
