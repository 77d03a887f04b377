import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { DEFAULT_RESORT_CONTACT } from '../../shared/resortContact';
import { createMailer, type MailMessage, type Mailer } from '../lib/mail';
import { fillResortContact } from '../lib/mailLayout';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends without holding up the answer: a slow or failing mail server must not change how long
     * (or whether) an account request takes, which would reveal which e-mails exist. Failures are logged.
     */
    deliverMail(message: MailMessage): void;
    /** What deliverMail has in hand in this process (GET /metrics): messages on their way, sent and failed so far. */
    mailQueue: { pending(): number; sent: number; failed: number };
  }
}

export default fp<{ config: AppConfig; mailer?: Mailer }>(
  async (app, { config, mailer: injected }) => {
    const mailer =
      injected ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        production: config.nodeEnv === 'production',
        log: app.log,
      });
    app.decorate('mailer', mailer);
    const pending = new Set<Promise<void>>();
    const queue = { pending: () => pending.size, sent: 0, failed: 0 };
    app.decorate('mailQueue', queue);
    // The footer's contact details as saved when the message leaves (the settings plugin registers before routes).
    const withContact = async (message: MailMessage) => {
      const contact = await app.resortContact.read().catch((error: unknown) => {
        app.log.error({ err: error }, "the resort's contact details could not be read: the e-mail goes out with the installed ones");
        return DEFAULT_RESORT_CONTACT;
      });
      return fillResortContact(message, contact);
    };
    app.decorate('deliverMail', (message: MailMessage) => {
      const sending = withContact(message)
        .then((filled) => mailer.send(filled))
        .then(() => void (queue.sent += 1))
        .catch((error: unknown) => {
          queue.failed += 1;
          app.log.error({ err: error, subject: message.subject }, 'mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      if (!injected) mailer.close?.();
    });
  },
  { name: 'mail' },
);
