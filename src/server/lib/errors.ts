/**
 * Typed errors that services throw; the one error handler (plugins/errors.ts) turns them into the
 * contract's bodies. The body is fixed here so no route can invent its own error shape.
 */
export type ErrorBody = Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = new.target.name;
  }
}

export class NotFound extends AppError {
  constructor(detail = 'Not found.') {
    super(404, { detail });
  }
}

export class Conflict extends AppError {
  constructor(detail: string) {
    super(409, { detail });
  }
}

export class Forbidden extends AppError {
  constructor(detail = 'You do not have permission to perform this action.') {
    super(403, { detail });
  }
}

/** 401 bodies differ by cause (see SESSION_ERRORS), so the whole body is given. */
export class Unauthorized extends AppError {
  constructor(body: ErrorBody) {
    super(401, body);
  }
}

export class ValidationFailed extends AppError {
  constructor(readonly fields: Record<string, string[]>) {
    super(400, fields);
  }
}

export class TooManyRequests extends AppError {
  constructor(detail: string, readonly retryAfterSeconds: number) {
    super(429, { detail }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailable extends AppError {
  constructor(detail = 'Service temporarily unavailable.') {
    super(503, { detail });
  }
}
