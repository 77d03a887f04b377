import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import accountRoutes from './routes';
import suppliersRoutes from './suppliersRoutes';

/**
 * Accounts: sign-up, codes, sign-in (also with Google), tokens and passwords (routes.ts → service.ts), and the
 * staff's review of supplier applications at /api/dashboard/suppliers/ (suppliersRoutes.ts → supplierReview.ts),
 * next to the sign-in that reads a supplier's status.
 */
export default async function accountsPlugin(app: FastifyInstance, { config, clock }: { config: AppConfig; clock: Clock }) {
  await app.register(accountRoutes, { config, clock });
  await app.register(suppliersRoutes);
}
