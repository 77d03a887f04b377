import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../../shared/constants';
import { DetailError, Paginated } from '../../../../shared/schemas/common';
import { readErrors, writeErrors } from '../../../../shared/schemas/dashboard/common';
import {
  SupportCounts,
  SupportIdParams,
  SupportInboxItem,
  SupportInboxQuery,
  SupportReplyBody,
  SupportStatusBody,
  SupportThread,
} from '../../../../shared/schemas/dashboard/support';
import type { Clock } from '../../../lib/clock';
import { STAFF_SECURITY, staffJob } from '../../../lib/staffRoute';
import { actorOf } from '../../../lib/actor';
import { createSupportRepository } from '../repository';
import { createInboxStaffService } from './inboxStaffService';

/** Staff and suppliers: a supplier reads and answers the messages sent to them, never another's. */
const INBOX_ROLES: readonly Role[] = ['admin', 'supplier'];
const inboxRoute = () => ({ config: { roles: INBOX_ROLES } });

/** /api/dashboard/support/: the contact form's messages, their threads, replies by e-mail, close and reopen. */
export default async function supportDashboardRoutes(app: FastifyInstance, options: { clock: Clock }) {
  staffJob(app, 'support');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const inbox = createInboxStaffService(app.db, createSupportRepository(app.db), options.clock, (message) => app.deliverMail(message));
  const tags = ['dashboard: support'];
  const actor = actorOf;

  routes.get(
    '/api/dashboard/support/',
    {
      ...inboxRoute(),
      schema: {
        tags,
        summary:
          'Support messages, newest first (25 a page): filter by status and, for staff, receiver (resort or a supplier id); search sender and text. Suppliers see only theirs',
        security: STAFF_SECURITY,
        querystring: SupportInboxQuery,
        response: { 200: Paginated(SupportInboxItem), ...readErrors, 404: DetailError },
      },
    },
    (request) => inbox.list(request.query, actor(request)),
  );

  routes.get(
    '/api/dashboard/support/counts/',
    {
      ...inboxRoute(),
      schema: {
        tags,
        summary: "How many messages in the reader's inbox are open",
        security: STAFF_SECURITY,
        response: { 200: SupportCounts, ...readErrors },
      },
    },
    (request) => inbox.openCount(actor(request)),
  );

  routes.get(
    '/api/dashboard/support/:id/',
    {
      ...inboxRoute(),
      schema: {
        tags,
        summary: 'One message with its thread of replies',
        security: STAFF_SECURITY,
        params: SupportIdParams,
        response: { 200: SupportThread, ...readErrors, 404: DetailError },
      },
    },
    (request) => inbox.thread(request.params.id, actor(request)),
  );

  routes.post(
    '/api/dashboard/support/:id/reply/',
    {
      ...inboxRoute(),
      schema: {
        tags,
        summary:
          'Reply: kept in the thread, e-mailed to the sender in their language, the message becomes answered. The same request_key twice is one reply and one e-mail',
        security: STAFF_SECURITY,
        params: SupportIdParams,
        body: SupportReplyBody,
        response: { 200: SupportThread, ...writeErrors },
      },
    },
    (request) => inbox.reply(request.params.id, request.body, actor(request)),
  );

  routes.post(
    '/api/dashboard/support/:id/status/',
    {
      ...inboxRoute(),
      schema: {
        tags,
        summary: 'Close a message (status=closed) or reopen it (status=open)',
        security: STAFF_SECURITY,
        params: SupportIdParams,
        body: SupportStatusBody,
        response: { 200: SupportThread, ...writeErrors },
      },
    },
    (request) => inbox.setStatus(request.params.id, request.body, actor(request)),
  );
}
