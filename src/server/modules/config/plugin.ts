import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import configRoutes from './routes';

/** The public settings the web app reads at start. */
export default async function configPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  await app.register(configRoutes, options);
}
