import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import notificationRoutes from './routes';

/** The back office's live notifications (staff only): list, read marks and the event stream, /api/dashboard/notifications/. */
export default async function notificationsPlugin(app: FastifyInstance, options: { clock: Clock; jwtSecret: string }) {
  await app.register(notificationRoutes, options);
}
