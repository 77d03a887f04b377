import { Text, type TextParam } from './i18n';

export { Text, text, type TextParam } from './i18n';

/**
 * Typed errors that services throw; the one error handler (plugins/errors.ts) turns them into the
 * contract's bodies. The body is fixed here so no route can invent its own error shape.
 *
 * What a person reads is thrown as a `Text` (a key of lib/i18n.ts's catalogue and its parameters), not as
 * words: the error handler writes it in the request's language. A parameter that is itself in two languages
 * (an offer's title) is given as both, `{ en, ar }`, and the handler picks one.
 */
export type TextParams = Readonly<Record<string, TextParam>>;

/** An error body's value: words already written, a `Text` to write, or (a field's messages) a list of them. */
export type ErrorBody = Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.detail instanceof Text ? body.detail.key : typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = new.target.name;
  }
}

export class NotFound extends AppError {
  constructor(detail: string | Text = 'Not found.') {
    super(404, { detail });
  }
}

/** 409; `extra` adds the contract's fields after `detail` (`code`, and what the client needs to act on it). */
export class Conflict extends AppError {
  constructor(detail: string | Text, extra: ErrorBody = {}) {
    super(409, { detail, ...extra });
  }
}

export class Forbidden extends AppError {
  constructor(detail: string | Text = 'You do not have permission to perform this action.') {
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
  constructor(readonly fields: Record<string, (string | Text)[]>) {
    super(400, fields);
  }
}

/** 422: the request is well formed but cannot be taken as it is (an Idempotency-Key reused for another request). */
export class Unprocessable extends AppError {
  constructor(detail: string | Text) {
    super(422, { detail });
  }
}

export class TooManyRequests extends AppError {
  constructor(
    detail: string | Text,
    readonly retryAfterSeconds: number,
  ) {
    super(429, { detail }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailable extends AppError {
  constructor(detail: string | Text = 'Service temporarily unavailable.', retryAfterSeconds?: number) {
    super(503, { detail }, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
  }
}
