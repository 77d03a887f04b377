import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_DETAIL, type Language } from '../../shared/constants';
import { AppError, Text, type ErrorBody } from '../lib/errors';
import { t } from '../lib/i18n';
import { isDatabaseUnavailable, violates } from '../lib/pgErrors';
import { declareErrorShapes } from './errorShapes';
import { NON_FIELD, validationBody } from './validationMessages';

/** Seconds a caller is asked to wait when the database could not be reached: a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const BAD_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH']);

/**
 * Error bodies are sent as finished JSON, never through the route's response serializer: a declaration that
 * disagreed with a body could otherwise turn a 400 into a 500 with the framework's own text. That each
 * route's declarations agree with these bodies is checked by walking the route table (errors.shapes test).
 */
function sendJson(reply: FastifyReply, status: number, body: object, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** An error's body in the request's language: each `Text` (a detail, or a field's messages) written from the one catalogue. */
export function writtenBody(lang: Language, body: ErrorBody): ErrorBody {
  const written = (value: unknown): unknown =>
    value instanceof Text ? t(lang, value.key, value.params) : Array.isArray(value) ? value.map(written) : value;
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, written(value)]));
}

/** The one place errors become HTTP answers, in the contract's shapes; 5xx details stay in the log. */
export default fp(
  async (app) => {
    app.addHook('onRoute', declareErrorShapes);

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { lang } = request;
      if (error instanceof AppError) return sendJson(reply, error.statusCode, writtenBody(lang, error.body), error.headers);
      if (error.validation) return sendJson(reply, 400, validationBody(lang, error.validation));
      if (error.code && BAD_BODY_CODES.has(error.code)) return sendJson(reply, 400, { [NON_FIELD]: [t(lang, 'validation.malformedJson')] });
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        return sendJson(reply, 400, { [NON_FIELD]: [t(lang, 'validation.unsupportedMedia')] });
      // The database's own guard against overselling (migration 0050), refusing at the commit what the hold's check let
      // through: the same 409 the check gives, in the caller's language.
      if (violates(error, 'seats_within_capacity')) return sendJson(reply, 409, { detail: t(lang, 'booking.seatsGoneNow') });
      const status = error.statusCode ?? 500;
      if (status === 413) return sendJson(reply, 413, { detail: t(lang, 'validation.bodyTooLarge') });
      // Other framework refusals meant for the client keep their status, in the contract's shape and the
      // caller's language rather than the framework's own text.
      if (status === 400) return sendJson(reply, 400, { [NON_FIELD]: [t(lang, 'validation.badRequest')] });
      if (status > 400 && status < 500) return sendJson(reply, status, { detail: t(lang, 'validation.badRequest') });
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unreachable');
        return sendJson(
          reply,
          503,
          { detail: t(lang, 'errors.databaseUnavailable') },
          { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendJson(reply, 500, { detail: INTERNAL_ERROR_DETAIL, request_id: request.id });
    });
  },
  { name: 'errors', dependencies: ['request-context'] },
);
