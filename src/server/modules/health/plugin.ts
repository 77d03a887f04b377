import type { FastifyInstance } from 'fastify';
import healthRoutes from './routes';

/** Liveness and readiness probes. */
export default async function healthPlugin(app: FastifyInstance) {
  await app.register(healthRoutes);
}
