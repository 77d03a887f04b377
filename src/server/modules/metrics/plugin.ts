import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DetailError } from '../../../shared/schemas/common';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { NotFound, text, Unauthorized } from '../../lib/errors';
import { createMetrics } from './series';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics: this instance's figures in Prometheus's text format (docs/operations.md, "Metrics"), for a caller
 * with the bearer token METRICS_TOKEN; 404 when no token is configured (metrics off), 401 without the right one.
 * Registered before the routes, as its request hooks must see every route.
 */
export default fp<{ config: AppConfig; clock: Clock }>(
  async (app: FastifyInstance, { config, clock }) => {
    const token = config.metricsToken;
    const metrics = token ? createMetrics(app, config, clock) : undefined;
    if (metrics) {
      app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply.statusCode, reply.elapsedTime / 1000));
    }

    const authorised = (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      return presented !== '' && timingSafeEqual(digest(presented), digest(token!));
    };

    app.get(
      '/metrics',
      {
        logLevel: 'warn',
        schema: {
          tags: ['health'],
          summary:
            "This instance's metrics in the Prometheus text format; Authorization: Bearer METRICS_TOKEN (401 without it, 404 when METRICS_TOKEN is unset)",
          response: { 200: Type.String(), 401: DetailError, 404: DetailError },
        },
        onRequest: async (request, reply) => {
          if (!metrics) throw new NotFound(text('metrics.off'));
          if (!authorised(request)) {
            reply.header('www-authenticate', 'Bearer realm="metrics"');
            throw new Unauthorized({ detail: text('metrics.unauthorized') });
          }
        },
      },
      async (_request, reply) => {
        const body = await metrics!.scrape();
        return reply.header('content-type', metrics!.contentType).header('cache-control', 'no-store').send(body);
      },
    );
  },
  { name: 'metrics', dependencies: ['errors'] },
);
