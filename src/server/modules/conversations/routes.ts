import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BookingMessage,
  BookingMessageBody,
  BookingThread,
  GuestUnread,
  MessageParams,
  ThreadQuery,
  ThreadSummary,
} from '../../../shared/schemas/bookingMessages';
import { DetailError, Paginated, ValidationErrorBody } from '../../../shared/schemas/common';
import { IdParams } from '../../../shared/schemas/dashboard/common';
import { text, ValidationFailed } from '../../lib/errors';
import { formBody } from '../../lib/formBody';
import { ATTACHMENT_KINDS, cleanAttachment } from '../../lib/uploads';
import { STAFF_ROLES, SUPPLIER_AND_STAFF, staffJob } from '../../lib/staffRoute';
import type { Area, ConversationService } from './service';

const SECURITY = [{ bearerAuth: [] }];
const errors = { 400: ValidationErrorBody, 401: Type.Any(), 403: DetailError, 404: DetailError };
const isId = (value: unknown) => typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) <= 2147483647;

/**
 * /api/products/bookings/{id}/messages/ (the booking's guest, from My bookings) and /api/dashboard/bookings/{id}/messages/
 * (staff write and read; a supplier with a ticket on the booking reads), plus the back office's list of threads.
 */
export default async function conversationRoutes(app: FastifyInstance, options: { service: ConversationService }) {
  // Guests' messages are the front desk's (as the support inbox is), and the manager's.
  staffJob(app, 'support');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const messagesPerMinute = app.limits({
    name: 'conversation:user',
    max: 20,
    windowSeconds: 60,
    key: (request) => (request.user ? `u${request.user.id}` : undefined),
  });

  function paths(area: Area) {
    const prefix = area === 'guest' ? '/api/products/bookings/:id/messages/' : '/api/dashboard/bookings/:id/messages/';
    const tags = [area === 'guest' ? 'bookings: conversation' : 'dashboard: conversations'];
    const readRoles = area === 'guest' ? undefined : SUPPLIER_AND_STAFF;
    const writeRoles = area === 'guest' ? undefined : STAFF_ROLES;
    const who = area === 'guest' ? "the booking's guest only" : 'staff; a supplier with a ticket on the booking reads';
    // `extra` adds a body, `params` replaces the booking's id; their types are kept so the handlers see what they get.
    const schema = <
      R extends Record<number, TSchema>,
      E extends Record<string, TSchema> = Record<never, TSchema>,
      P extends TSchema = typeof IdParams,
    >(
      summary: string,
      response: R,
      extra?: E,
      params?: P,
    ) => ({
      tags,
      summary,
      security: SECURITY,
      params: (params ?? IdParams) as P,
      ...(extra as E),
      response: { ...errors, ...response },
    });
    // After the session and role check, before the body is read: a caller who may not write here is refused at once.
    const mayWrite = async (request: FastifyRequest) => {
      const id = (request.params as { id?: unknown }).id;
      if (isId(id)) await service.access(request.user!, Number(id), area);
    };

    routes.get(
      prefix,
      {
        config: { roles: readRoles },
        schema: schema(`A booking's conversation, oldest first (${who}; 404 for anyone else)`, { 200: BookingThread }),
      },
      (request) => service.thread(request.user!, request.params.id, area),
    );

    routes.post(
      prefix,
      {
        config: { roles: writeRoles },
        onRequest: [mayWrite],
        preValidation: formBody({ files: { attachment: ATTACHMENT_KINDS }, wrongTypeMessage: 'upload.badAttachment' }),
        preHandler: messagesPerMinute,
        schema: {
          ...schema(
            `Write in a booking's conversation (${area === 'guest' ? "the booking's guest" : 'staff'}): JSON or multipart with an image or PDF attachment (at most 5 MB, no active content); words, a file or both. The other side is e-mailed in their language with a link back (never the file); 20 a minute`,
            { 201: BookingMessage, 429: DetailError },
            { body: BookingMessageBody },
          ),
          consumes: ['application/json', 'multipart/form-data'],
        },
      },
      async (request, reply) => {
        const upload = request.uploads?.attachment;
        const cleaned = upload ? await cleanAttachment(upload.buffer, upload.kind) : undefined;
        if (cleaned && !cleaned.ok) throw new ValidationFailed({ attachment: [text(cleaned.problem)] });
        const file = upload && cleaned?.ok ? { kind: upload.kind, buffer: cleaned.buffer } : undefined;
        const message = await service.write(request.user!, request.params.id, area, {
          content: request.body?.content ?? '',
          file,
          lang: request.lang,
        });
        return reply.code(201).send(message);
      },
    );

    routes.post(
      `${prefix}read/`,
      {
        config: { roles: writeRoles },
        schema: schema("Mark the other side's messages read for the caller's side; answers the thread", { 200: BookingThread }),
      },
      (request) => service.markRead(request.user!, request.params.id, area),
    );

    routes.get(
      `${prefix}:messageId/attachment/`,
      {
        config: { roles: readRoles },
        schema: {
          ...schema(
            `A message's file, as a download (${who}; 404 for anyone else)`,
            { 200: Type.String({ description: 'the file (image or PDF), Content-Disposition: attachment' }) },
            {},
            MessageParams,
          ),
        },
      },
      async (request, reply) => sendFile(reply, await service.attachment(request.user!, request.params.id, request.params.messageId, area)),
    );
  }

  routes.get(
    '/api/products/bookings/messages/unread/',
    {
      schema: {
        tags: ['bookings: conversation'],
        summary: "The caller's bookings with messages from the resort they have not read, and how many (My bookings marks them)",
        security: SECURITY,
        response: { 200: GuestUnread, 401: Type.Any() },
      },
    },
    (request) => service.unreadForGuest(request.user!),
  );

  paths('guest');
  paths('dashboard');

  routes.get(
    '/api/dashboard/conversations/',
    {
      config: { roles: SUPPLIER_AND_STAFF },
      schema: {
        tags: ['dashboard: conversations'],
        summary:
          "Conversations about bookings, the latest written first, each with its last message and the guest's messages no staff member has read (a supplier: only bookings with their tickets); ?unread=true for those waiting",
        security: SECURITY,
        querystring: ThreadQuery,
        response: { 200: Paginated(ThreadSummary), 400: ValidationErrorBody, 401: Type.Any(), 403: DetailError, 404: DetailError },
      },
    },
    (request) => service.threads(request.user!, request.query),
  );
}

/** Never rendered by the browser on this origin: downloaded, not sniffed, sandboxed if opened anyway (as support's). */
function sendFile(reply: FastifyReply, file: { body: Buffer; contentType: string; filename: string }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
