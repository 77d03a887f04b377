import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import userRoutes from './routes';
import type { PrivacyService } from './privacy';

declare module 'fastify' {
  interface FastifyInstance {
    /** Privacy rights (issue 26 §1): erasure and data exports; `drain()` waits for exports being prepared. */
    privacy: PrivacyService;
    /** Retention (issue 26 §1): the scheduled sweep; main.ts starts it, tests run it once. */
    retentionJobs: { runOnce(): Promise<RetentionResult | null>; start(): void };
  }
}
import staffAccessRoutes from './staff/staffAccessRoutes';
import invitationLinkRoutes from './staff/invitationLinkRoutes';
import usersDashboardRoutes from './staff/usersRoutes';
import { createPrivacyService } from './privacy';
import { createPrivacyRepository } from './privacyRepository';
import { createConsentService } from '../accounts/consent';
import { createOtpService } from '../accounts/otp';
import { startRetentionJob, sweepRetention, type RetentionResult } from './retention';
import { createNewsletter } from './newsletter';

/**
 * Users: the signed-in user's own profile at /user-info/ (routes.ts) and the back office's accounts at
 * /api/dashboard/users/ (staff/usersRoutes.ts → staff/usersStaffService.ts), over one repository (repository.ts).
 */
export default fp<{ config: AppConfig; clock: Clock }>(
  async (app, { config, clock }) => {
    const privacy = createPrivacyService({
      db: app.db,
      repository: createPrivacyRepository(app.db),
      clock,
      timeZone: config.timeZone,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      deliverMail: (message) => app.deliverMail(message),
      logError: (error, exportId) => app.log.error({ err: error, exportId }, 'data export could not be prepared'),
      // Decorated by the bookings module, registered after this one; read when an export is prepared.
      files: () => (app.hasDecorator('guestFiles') ? app.guestFiles : undefined),
      otp: createOtpService(app.db, clock, config.jwtSecret),
    });
    const consent = createConsentService({ db: app.db, clock, secret: config.jwtSecret, publicUrl: config.publicUrl });
    const retention = { db: app.db, clock, dataDir: config.dataDir, periods: config.retention };
    let retentionJob: { stop(): void } | null = null;
    app.decorate('retentionJobs', {
      runOnce: () => sweepRetention(retention),
      start: () => void (retentionJob ??= startRetentionJob(retention, config.retention.intervalMinutes, app.log)),
    });
    app.decorate('privacy', privacy);
    // Exports asked for before a restart are prepared once the server is up; running ones finish before it closes.
    app.addHook('onReady', async () => {
      void privacy.drain();
    });
    app.addHook('onClose', async () => {
      retentionJob?.stop();
      await privacy.settle();
    });
    await app.register(userRoutes, { config, clock, privacy, consent });
    const newsletter = createNewsletter({ db: app.db, clock, consent, deliverMail: (message) => app.deliverMail(message) });
    await app.register(usersDashboardRoutes, { privacy, newsletter });
    await app.register(staffAccessRoutes, { config, clock });
    await app.register(invitationLinkRoutes, { config, clock });
  },
  { name: 'users', dependencies: ['db', 'auth', 'mail'] },
);
