import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DetailError } from '../../../shared/schemas/common';
import { IdParams, readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import {
  NotificationPage,
  NotificationQuery,
  ReadAllBody,
  StaffNotification,
  StreamQuery,
  StreamTicket,
  UnreadCount,
} from '../../../shared/schemas/dashboard/notifications';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { paginate, windowOf } from '../../lib/pagination';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { createNotificationHub, NOTIFICATION_CHANNEL } from './hub';
import { createNotificationsRepository } from './repository';
import { createStreamTickets, TICKET_SECONDS } from './tickets';

const PAGE_SIZE = 25;
const HEARTBEAT_MS = 20_000;

/**
 * /api/dashboard/notifications/: the back office's notification centre (issue 23 §6). The list with the caller's
 * unread count, read marks per staff user, and a server-sent event stream fed by LISTEN/NOTIFY, so an event written
 * through any instance reaches every instance's open streams.
 */
export default async function notificationRoutes(app: FastifyInstance, options: { clock: Clock; jwtSecret: string }) {
  staffJob(app, 'everyone');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createNotificationsRepository(app.db);
  const tickets = createStreamTickets({ secret: options.jwtSecret, clock: options.clock });
  const hub = createNotificationHub({
    handle: app.dbHandle,
    repository,
    onError: (error) => app.log.error({ err: error }, 'notification stream'),
  });
  await hub.ready;
  const base = { tags: ['dashboard: notifications'], security: STAFF_SECURITY };
  /** Other tabs and instances of the same user hear the new count. */
  const announceRead = (userId: number) => app.db.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${`read:${userId}`})`);

  routes.get(
    '/api/dashboard/notifications/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary: 'Notifications, newest first, 25 a page, each read or not for the caller; unread is the bell badge',
        querystring: NotificationQuery,
        response: { 200: NotificationPage, ...readErrors, 404: DetailError },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE;
      const { limit, offset } = windowOf(page, size);
      const userId = request.user!.id;
      const [{ count, results }, unread] = [await repository.page(userId, limit, offset), await repository.unreadCounts([userId])];
      return { ...paginate(count, page, size, results), unread: unread.get(userId) ?? 0 };
    },
  );

  routes.post(
    '/api/dashboard/notifications/:id/read/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary: 'Mark one notification read for the caller',
        params: IdParams,
        response: { 200: StaffNotification, ...writeErrors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      if (!(await repository.find(userId, request.params.id))) throw new NotFound();
      await repository.markRead(userId, request.params.id, options.clock.now());
      await announceRead(userId);
      return (await repository.find(userId, request.params.id))!;
    },
  );

  routes.post(
    '/api/dashboard/notifications/read-all/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary: 'Mark every notification read for the caller, up to up_to (the newest they have seen) or all of them',
        body: ReadAllBody,
        response: { 200: UnreadCount, ...writeErrors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await repository.markAll(userId, request.body.up_to, options.clock.now());
      await announceRead(userId);
      return { unread: (await repository.unreadCounts([userId])).get(userId) ?? 0 };
    },
  );

  routes.post(
    '/api/dashboard/notifications/stream-ticket/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary: 'A 60-second ticket that opens the event stream (?ticket=), for browsers whose EventSource cannot send a token',
        response: { 200: StreamTicket, ...writeErrors },
      },
    },
    async (request) => {
      const [user] = await app.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, request.user!.id));
      const ticket = tickets.issue({ ...request.user!, tokenVersion: user.tokenVersion });
      return { ticket, expires_in: TICKET_SECONDS };
    },
  );

  const open = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    hub.close();
    for (const reply of open) reply.raw.end();
    open.clear();
  });

  // The stream in its own context: its ticket hook runs before the route's session and role check (auth plugin).
  await app.register(async (stream) => {
    stream.addHook('onRequest', async (request) => {
      const ticket = (request.query as { ticket?: unknown }).ticket;
      if (request.headers.authorization || typeof ticket !== 'string') return;
      const user = tickets.check(ticket);
      // A valid ticket stands for a session for this one request; the auth check then verifies the user as for any token.
      if (user) request.headers.authorization = `Bearer ${app.tokens.signAccess(user)}`;
    });

    stream.withTypeProvider<TypeBoxTypeProvider>().get(
      '/api/dashboard/notifications/stream',
      {
        ...staffRoute(),
        schema: {
          ...base,
          summary:
            'Server-sent events (Accept: text/event-stream): "unread" {unread} at once and on every change, "notification" for each new one (from any instance), "resync" when some may have been missed; a comment every 20 s. Without that Accept, the unread count once as JSON. Opened with a bearer token or ?ticket= from stream-ticket/',
          querystring: StreamQuery,
          response: { 200: UnreadCount, ...readErrors },
        },
      },
      async (request, reply) => {
        const userId = request.user!.id;
        const first = (await repository.unreadCounts([userId])).get(userId) ?? 0;
        if (!String(request.headers.accept ?? '').includes('text/event-stream')) return { unread: first };

        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        const send = (event: string, data: unknown, id?: number) =>
          raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        raw.write('retry: 5000\n\n');
        send('unread', { unread: first });
        const remove = hub.add({
          userId,
          notification: (item) => send('notification', item, item.id),
          unread: (unread) => send('unread', { unread }),
          resync: () => send('resync', {}),
        });
        open.add(reply);
        const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS).unref();
        const end = () => {
          clearInterval(heartbeat);
          remove();
          open.delete(reply);
        };
        raw.on('close', end);
        request.raw.on('close', end);
      },
    );
  });
}
