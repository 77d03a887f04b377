import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Language } from '../../shared/constants';
import { languageFromHeader } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language server messages are written in, from Accept-Language. */
    lang: Language;
  }
}

// An incoming id is reused only when it is short and plain, so it cannot inject into logs or headers.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      request.lang = languageFromHeader(request.headers['accept-language']);
    });
    // onSend runs for error replies as well, so every answer carries the id that its log lines carry.
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
