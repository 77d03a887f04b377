import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { supportFilesDir } from '../support/attachments';
import { createConversationRepository } from './repository';
import conversationRoutes from './routes';
import { createConversationService } from './service';

/**
 * Conversations about a booking (issue 26 §2): routes.ts → service.ts → repository.ts. Files live beside support's
 * attachments (private, checked and cleaned the same way); new guest messages reach the back office's notifications
 * through a trigger (migration 0054), so the bell's event stream carries them live.
 */
export default async function conversationsPlugin(app: FastifyInstance, { config, clock }: { config: AppConfig; clock: Clock }) {
  const service = createConversationService({
    repository: createConversationRepository(app.db),
    clock,
    filesDir: supportFilesDir(config.dataDir),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail ?? null,
    deliverMail: (message) => app.deliverMail(message),
  });
  await app.register(conversationRoutes, { service });
}
