import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import savedRoutes from './routes';

/** A guest's wish list of huts, events and services (issue 26 §3). */
export default async function savedPlugin(app: FastifyInstance, { clock }: { clock: Clock }) {
  await app.register(savedRoutes, { clock });
}
