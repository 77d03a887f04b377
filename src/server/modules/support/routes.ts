import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';
import { DetailError, Id, ValidationErrorBody } from '../../../shared/schemas/common';
import { SupportCreateBody, SupportMessage } from '../../../shared/schemas/support';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { text, ValidationFailed } from '../../lib/errors';
import { formBody } from '../../lib/formBody';
import { supportEmail } from '../../lib/mailTemplates';
import { ATTACHMENT_KINDS, cleanAttachment, mimeOf, movePrivateFiles, storePrivateFile } from '../../lib/uploads';
import { bodyEmail, byIp } from '../../plugins/rateLimit';
import { attachmentUrl, createAttachmentReader, supportFilesDir } from './attachments';
import { createSupportRepository } from './repository';

/** A sender without an account is known only by the e-mail typed in: at most this many messages an hour from it. */
export const ANONYMOUS_MESSAGES_PER_HOUR = 5;
const anonymousEmail = (request: FastifyRequest) => (request.user ? undefined : bodyEmail(request));

/**
 * The contact form. Signed-in senders are linked to their account; anyone may write, without a captcha:
 * every sender is limited per IP address, and one without an account also per e-mail address.
 */
export default async function supportRoutes(app: FastifyInstance, options: { config: AppConfig; clock: Clock }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createSupportRepository(app.db);
  const filesDir = supportFilesDir(options.config.dataDir);
  const readAttachment = createAttachmentReader(repository, filesDir);
  // Earlier versions kept attachments under the public uploads folder; they move before the first request.
  const moved = await movePrivateFiles(path.join(options.config.dataDir, 'uploads', 'support'), filesDir);
  if (moved > 0) app.log.info({ moved }, 'support attachments moved out of the public uploads folder');

  routes.post(
    '/support/create/',
    {
      // Sign-in optional: a signed-in sender is linked to the message, an expired token sends it anonymously.
      config: { auth: 'optional' },
      onRequest: app.limits({ name: 'support:ip', max: 10, windowSeconds: 60, key: byIp }),
      preValidation: formBody({
        files: { attachment: ATTACHMENT_KINDS },
        nullable: ['operation'],
        wrongTypeMessage: 'upload.badAttachment',
      }),
      // The e-mail is in the body, read once a multipart body has been parsed (preValidation).
      preHandler: app.limits({ name: 'support:email', max: ANONYMOUS_MESSAGES_PER_HOUR, windowSeconds: 3600, key: anonymousEmail }),
      schema: {
        tags: ['support'],
        summary:
          'Send a message to the resort (operation null) or to an approved supplier, signed in or not (no account needed: 10 a minute per IP, and ' +
          `without a session ${ANONYMOUS_MESSAGES_PER_HOUR} an hour per e-mail; 429 with Retry-After); JSON or multipart with an image or PDF attachment (at most 5 MB, no active content)`,
        consumes: ['application/json', 'multipart/form-data'],
        body: SupportCreateBody,
        response: { 201: SupportMessage, 400: ValidationErrorBody, 429: DetailError },
      },
    },
    async (request, reply) => {
      const { lang } = request;
      const body = request.body;
      const operation = body.operation ?? null;
      const supplier = operation === null ? undefined : await repository.approvedSupplier(operation);
      if (operation !== null && !supplier) throw new ValidationFailed({ operation: [text('support.invalidSupplier')] });

      const upload = request.uploads?.attachment;
      const cleaned = upload ? await cleanAttachment(upload.buffer, upload.kind) : undefined;
      if (cleaned && !cleaned.ok) throw new ValidationFailed({ attachment: [text(cleaned.problem)] });
      const file = upload && cleaned?.ok ? { kind: upload.kind, buffer: cleaned.buffer } : undefined;
      const stored = file ? await storePrivateFile(file.buffer, file.kind, filesDir) : null;
      const row = await repository.insert({
        userId: request.user?.id ?? null,
        fullName: body.full_name.trim(),
        email: body.email.trim().toLowerCase(),
        content: body.content,
        attachment: stored,
        operation,
        isAdmin: body.is_admin ?? operation === null,
        language: lang,
        createdAt: options.clock.now(),
      });

      const recipients: { email: string; language: Language }[] = supplier
        ? [supplier]
        : options.config.supportEmail
          ? [{ email: options.config.supportEmail, language: lang }]
          : await repository.activeAdmins();
      for (const recipient of recipients) {
        app.deliverMail({
          to: recipient.email,
          ...supportEmail(recipient.language, {
            fullName: row.fullName,
            email: row.email,
            content: row.content,
            hasAttachment: Boolean(file),
          }),
          attachments: file
            ? [{ filename: `ken-support-${row.id}.${stored!.split('.').pop()}`, content: file.buffer, contentType: mimeOf(file.kind) }]
            : undefined,
        });
      }
      return reply.code(201).send({
        id: row.id,
        full_name: row.fullName,
        email: row.email,
        content: row.content,
        attachment: row.attachment ? attachmentUrl(row.id) : null,
        operation: row.operation,
        is_admin: row.isAdmin,
        is_replied: row.isReplied,
        created_at: row.createdAt.toISOString(),
      });
    },
  );

  routes.get(
    '/api/support/attachments/:id/',
    {
      schema: {
        tags: ['support'],
        summary:
          'The attachment of a support message, as a download: for its sender, staff, and the supplier it was sent to (404 for anyone else)',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ id: Id }),
        response: {
          200: Type.String({ description: 'the file (image or PDF), Content-Disposition: attachment' }),
          400: ValidationErrorBody,
          401: Type.Any(),
          404: DetailError,
        },
      },
    },
    async (request, reply) => {
      const file = await readAttachment(request.user!, request.params.id);
      // Never rendered by the browser on this origin: downloaded, not sniffed, and sandboxed if opened anyway.
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
