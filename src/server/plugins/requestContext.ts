import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '../../shared/constants';
import { languageFromHeader, t, type Text } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language server messages are written in, from Accept-Language. */
    lang: Language;
    /** Whether the client stated a language (sent Accept-Language) rather than getting the default. */
    langStated: boolean;
  }
}

/** The language of a request when the client stated one; else a mail to an account goes in the account's own. */
export type RequestLanguage = { lang: Language; explicit: boolean };
export const requestLanguage = (request: FastifyRequest): RequestLanguage => ({ lang: request.lang, explicit: request.langStated });

/**
 * A message a route answers with outside an error (a response's `message`), written in the request's language:
 * services return the `Text`, the route (the edge) writes it. Errors are written by plugins/errors.ts.
 */
export const inRequestLanguage = (request: FastifyRequest, said: Text): string => t(request.lang, said.key, said.params);

// An incoming id is reused only when it is short and plain, so it cannot inject into logs or headers.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.decorateRequest('langStated', false);
    // The one reader of the request's language: routes take request.lang (or requestLanguage) from here.
    app.addHook('onRequest', async (request) => {
      const stated = request.headers['accept-language'];
      request.lang = languageFromHeader(stated);
      request.langStated = Boolean(stated);
    });
    // onSend runs for error replies as well, so every answer carries the id that its log lines carry.
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
