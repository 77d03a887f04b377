import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import financeRoutes from './dashboardRoutes';

/** Money after the booking (issue 22 §3–4): shares, the payments ledger, supplier statements. Back office only. */
export default async function financePlugin(app: FastifyInstance, options: { clock: Clock; timeZone: string }) {
  await app.register(financeRoutes, options);
}
