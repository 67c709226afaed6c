/**
 * The small family of errors a handler may throw. `expose` says whether the message may reach the
 * caller: a 5xx never shows its internals.
 */
export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  readonly expose: boolean;
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
    this.expose = status < 500;
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'Dữ liệu không hợp lệ', errors?: FieldError[]) {
    super(400, message, errors);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'Bạn không có quyền thực hiện thao tác này') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Không tìm thấy dữ liệu') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message = 'Dữ liệu đã bị thay đổi bởi người khác, vui lòng tải lại') {
    super(409, message);
  }
}

/** The edit lock (business rules §5). */
export class PeriodLocked extends Conflict {
  constructor() {
    super('Kỳ đã khoá sổ');
  }
}
