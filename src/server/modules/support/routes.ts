import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../shared/constants';
import { DetailError, ValidationErrorBody } from '../../../shared/schemas/common';
import { SupportCreateBody, SupportMessage } from '../../../shared/schemas/support';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { ValidationFailed } from '../../lib/errors';
import { formBody } from '../../lib/formBody';
import { t } from '../../lib/i18n';
import { supportEmail } from '../../lib/mailTemplates';
import { ATTACHMENT_KINDS, mimeOf, storeAttachment } from '../../lib/uploads';
import { byIp } from '../../plugins/rateLimit';
import { createSupportRepository } from './repository';

/** The contact form. Signed-in senders are linked to their account; anyone may write. */
export default async function supportRoutes(app: FastifyInstance, options: { config: AppConfig; clock: Clock }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createSupportRepository(app.db);
  const uploadsDir = path.join(options.config.dataDir, 'uploads');

  routes.post('/support/create/', {
    // Sign-in optional: a signed-in sender is linked to the message, an expired token sends it anonymously.
    config: { auth: 'optional' },
    onRequest: app.limits({ name: 'support:ip', max: 10, windowSeconds: 60, key: byIp }),
    preValidation: formBody({ files: { attachment: ATTACHMENT_KINDS }, nullable: ['operation'], wrongTypeMessage: 'upload.badAttachment' }),
    schema: {
      tags: ['support'],
      summary: 'Send a message to the resort (operation null) or to an approved supplier; JSON or multipart with an image or PDF attachment (at most 5 MB)',
      consumes: ['application/json', 'multipart/form-data'],
      body: SupportCreateBody,
      response: { 201: SupportMessage, 400: ValidationErrorBody, 429: DetailError },
    },
  }, async (request, reply) => {
    const { lang } = request;
    const body = request.body;
    const operation = body.operation ?? null;
    const supplier = operation === null ? undefined : await repository.approvedSupplier(operation);
    if (operation !== null && !supplier) throw new ValidationFailed({ operation: [t(lang, 'support.invalidSupplier')] });

    const file = request.uploads?.attachment;
    const attachment = file ? await storeAttachment(file.buffer, file.kind, uploadsDir) : null;
    const row = await repository.insert({
      userId: request.user?.id ?? null, fullName: body.full_name.trim(), email: body.email.trim().toLowerCase(), content: body.content,
      attachment, operation, isAdmin: body.is_admin ?? operation === null, createdAt: options.clock.now(),
    });

    const recipients: { email: string; language: Language }[] = supplier
      ? [supplier]
      : options.config.supportEmail ? [{ email: options.config.supportEmail, language: lang }] : await repository.activeAdmins();
    for (const recipient of recipients) {
      app.deliverMail({
        to: recipient.email,
        ...supportEmail(recipient.language, { fullName: row.fullName, email: row.email, content: row.content, hasAttachment: Boolean(file) }),
        attachments: file ? [{ filename: path.basename(attachment!), content: file.buffer, contentType: mimeOf(file.kind) }] : undefined,
      });
    }
    return reply.code(201).send({
      id: row.id, full_name: row.fullName, email: row.email, content: row.content, attachment: row.attachment, operation: row.operation,
      is_admin: row.isAdmin, is_replied: row.isReplied, created_at: row.createdAt.toISOString(),
    });
  });
}
