import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_DETAIL } from '../../shared/constants';
import { AppError } from '../lib/errors';
import { t } from '../lib/i18n';
import { NON_FIELD, validationBody } from './validationMessages';

const BAD_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH']);

/** Paths the API answers; anything else may be a client route of the web app. */
export function isApiPath(url: string): boolean {
  return /^\/(api|healthz|readyz|user-info|partners|register|login|logout|token|verfiy-otp|resend-otp|change-forget-password|auth|supplier-dropdown|support|uploads)(\/|\?|$)/.test(url);
}

/** The one place errors become HTTP answers, in the contract's shapes; 5xx details stay in the log. */
export default fp<{ webDir: string }>(
  async (app, { webDir }) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      }
      if (error.validation) {
        return reply.code(400).send(validationBody(request.lang, error.validation));
      }
      if (error.code && BAD_BODY_CODES.has(error.code)) {
        return reply.code(400).send({ [NON_FIELD]: [t(request.lang, 'validation.malformedJson')] });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.code(400).send({ [NON_FIELD]: [t(request.lang, 'validation.unsupportedMedia')] });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Framework errors meant for the client (body too large, too many files…) keep their status.
        return reply.code(status).send({ detail: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ detail: INTERNAL_ERROR_DETAIL, request_id: request.id });
    });

    const indexHtml = path.join(webDir, 'index.html');
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !isApiPath(request.url) && (request.headers.accept ?? '').includes('text/html');
      if (wantsPage && existsSync(indexHtml)) {
        // The web app routes on the client; its own not-found page handles unknown paths.
        return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir);
      }
      return reply.code(404).send({ detail: 'Not found.' });
    });
  },
  { name: 'errors', dependencies: ['request-context'] },
);
