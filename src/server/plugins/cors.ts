import fp from 'fastify-plugin';
import { text } from '../lib/errors';
import { inRequestLanguage } from './requestContext';

/** Every method the API's routes use. */
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** What other clients send: the token, JSON or form bodies, the language and conditional reads. */
const REQUEST_HEADERS =
  'Authorization, Content-Type, Accept, Accept-Language, If-None-Match, X-Request-Id, X-Requested-With, Idempotency-Key';
/** Answer headers a script on another origin may read (downloads, request ids, rate limits, caching). */
const EXPOSED_HEADERS = 'Content-Disposition, Retry-After, X-Request-Id, ETag, Idempotent-Replayed';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for an allowlist of exact origins (CORS_ORIGINS). Listed origins get their own origin echoed, with
 * credentials; any other origin gets no CORS header, so its browser keeps the answer from its scripts.
 * Preflights are answered here, before routes and their sign-in checks, since browsers send them without
 * a token. With an empty list nothing is added: the web app calls from its own origin and needs none.
 */
export default fp<{ origins: string[] }>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      const listed = typeof origin === 'string' && allowed.has(origin);
      if (listed) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
        reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      }
      if (request.method !== 'OPTIONS' || origin === undefined || request.headers['access-control-request-method'] === undefined) return;
      if (!listed) return reply.code(403).send({ detail: inRequestLanguage(request, text('cors.originNotAllowed')) });
      return reply
        .code(204)
        .header('access-control-allow-methods', METHODS)
        .header('access-control-allow-headers', REQUEST_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    });
    // Caches must keep one answer per origin, listed or not; added to what the route or static files vary on.
    app.addHook('onSend', async (_request, reply) => {
      const vary = reply.getHeader('vary');
      const present = typeof vary === 'string' ? vary.split(',').map((part) => part.trim().toLowerCase()) : [];
      if (!present.includes('origin') && !present.includes('*')) reply.header('vary', present.length > 0 ? `${vary}, Origin` : 'Origin');
    });
  },
  { name: 'cors', dependencies: ['request-context'] },
);
