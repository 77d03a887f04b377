import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import accountRoutes from './routes';
import securityRoutes from './securityRoutes';
import suppliersRoutes from './suppliersRoutes';
import { createTwoFactorService } from './twoFactor';
import twoFactorRoutes from './twoFactorRoutes';

/**
 * Accounts: sign-up, codes, sign-in (also with Google), tokens and passwords (routes.ts → service.ts), the second
 * step of a staff sign-in and the staff invitation link (twoFactorRoutes.ts), the signed-in account's own
 * "Sign-in and security" (securityRoutes.ts), and the staff's review of supplier
 * applications at /api/dashboard/suppliers/ (suppliersRoutes.ts → supplierReview.ts), next to the sign-in that
 * reads a supplier's status.
 */
export default async function accountsPlugin(app: FastifyInstance, { config, clock }: { config: AppConfig; clock: Clock }) {
  const twoFactor = createTwoFactorService({ db: app.db, clock, secret: config.jwtSecret });
  await app.register(accountRoutes, { config, clock, twoFactor });
  await app.register(twoFactorRoutes, { config, clock, twoFactor });
  await app.register(securityRoutes, { config, clock, twoFactor });
  await app.register(suppliersRoutes);
}
