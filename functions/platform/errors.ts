/**
 * The small family of errors a handler may throw. `expose` says whether the message may reach the
 * caller: a 5xx never shows its internals.
 */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * A stable, language-free name for what went wrong, so the web decides by code (and field) instead of
 * reading Vietnamese text. The body of every 4xx is `{ message, code, field?, errors? }`.
 */
export type ErrorCode =
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
  | 'numbering'
  | 'too_many'
  | 'unavailable'
  | 'cash_floor';

export class HttpError extends Error {
  readonly expose: boolean;
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly code: ErrorCode = 'invalid',
    /** The request field the refusal is about (`room_id`, `date`, ...), when it is about one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
    // A 503 says only "try again later": safe to show. Any other 5xx hides its message.
    this.expose = status < 500 || status === 503;
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'Dữ liệu không hợp lệ', errors?: FieldError[], field?: string) {
    super(400, message, errors, 'invalid', field ?? errors?.[0]?.path.replace(/^(body|query|params)\./, '').split('.')[0]);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn') {
    super(401, message, undefined, 'unauthorized');
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'Bạn không có quyền thực hiện thao tác này') {
    super(403, message, undefined, 'forbidden');
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Không tìm thấy dữ liệu', field?: string) {
    super(404, message, undefined, 'not_found', field);
  }
}
export class Conflict extends HttpError {
  constructor(message = 'Dữ liệu đã bị thay đổi bởi người khác, vui lòng tải lại', field?: string, code: ErrorCode = 'conflict') {
    super(409, message, undefined, code, field);
  }
}

/** A payment that would take a cash wallet below zero on some day (business rules §9): the balance it had. */
export class CashFloor extends Conflict {
  constructor(
    message: string,
    readonly balance: number,
  ) {
    super(message, 'amount', 'cash_floor');
  }
}

/** The edit lock (business rules §5); `field` names the date that falls in the closed period. */
export class PeriodLocked extends Conflict {
  constructor(field = 'date') {
    super('Kỳ đã khoá sổ', field, 'period_locked');
  }
}

/** A dependency (the identity provider) failed in a way the caller cannot fix: try again later. */
export class Unavailable extends HttpError {
  constructor(message = 'Dịch vụ đăng nhập tạm thời không phản hồi, vui lòng thử lại sau') {
    super(503, message, undefined, 'unavailable');
  }
}
