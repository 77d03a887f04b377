import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { createPaymentProvider } from '../../lib/payments';
import type { PaymentProvider } from '../../lib/payments/provider';
import paymentRoutes from './paymentRoutes';
import sandboxWidgetRoutes from './sandboxWidgetRoutes';
import type { SandboxProvider } from '../../lib/payments/sandbox';
import { createPaymentService, type PaymentService } from './paymentService';
import type { BookingDeps } from './context';
import figuresDashboardRoutes from './figuresRoutes';
import { createLifecycleService } from './lifecycle';
import bookingDashboardRoutes from './dashboardRoutes';
import gridDashboardRoutes from './gridRoutes';
import bookingDocumentRoutes from './documentRoutes';
import bookingRoutes from './routes';
import bookingChangeRoutes, { bookingPolicyRoutes } from './changeRoutes';
import { createChangeService } from './change';
import { createBookingService } from './service';
import sessionCancelRoutes from './sessionRoutes';
import { startBookingJobs, sweepOnce } from './sweeper';
import { createRefundJobs, senderName } from './refundWorker';
import refundDashboardRoutes from './refundRoutes';
import deskRefundRoutes from './deskRefundRoutes';
import { documentPdf } from './taxDocumentFiles';
import deskBookingRoutes from './deskRoutes';
import { createDeskBookingService } from './deskBookings';
import paymentLinkRoutes from './paymentLinkRoutes';
import dayVisitRoutes from './dayVisitRoutes';
import { createDayVisitService } from './dayVisit';

declare module 'fastify' {
  interface FastifyInstance {
    bookingJobs: {
      deps: BookingDeps;
      payments: PaymentService;
      /** One pass of the hold sweeper and payment reconciliation (tests call it directly). */
      runOnce(): ReturnType<typeof sweepOnce>;
      /** Every JOBS_INTERVAL_SECONDS until the app closes; main.ts starts it, tests do not. */
      start(): void;
    };
    /** A guest's documents as files, for their data export (users/privacy.ts's GuestFiles). */
    guestFiles: {
      ticketPdf(userId: number, bookingId: number): Promise<{ code: string; body: Buffer }>;
      taxDocumentPdf(documentId: number): Promise<{ number: string; body: Buffer } | null>;
    };
    refundJobs: {
      /** One pass of the refund worker: every due refund sent (or asked about) once; answers how many were tried. */
      runOnce(): Promise<number>;
      /** Every JOBS_INTERVAL_SECONDS, and soon after each refund asked for, until the app closes; main.ts starts it. */
      start(): void;
    };
  }
}

/** Bookings and payments share their dependencies; the jobs are exposed but only main.ts starts them. */
export default fp<{ config: AppConfig; clock: Clock; provider?: PaymentProvider }>(
  async (app, { config, clock, provider }) => {
    const owner = senderName();
    let refundJobs: ReturnType<typeof createRefundJobs> | null = null;
    const deps: BookingDeps = {
      db: app.db,
      clock,
      config,
      provider: provider ?? createPaymentProvider(config, app.db),
      deliverMail: (message) => app.deliverMail(message),
      contact: app.resortContact,
      invoicing: app.invoicing,
      refunds: { owner, nudge: () => refundJobs?.nudge() },
      log: app.log,
    };
    refundJobs = createRefundJobs(deps, config.jobsIntervalSeconds, owner);
    const refunds = refundJobs;
    const bookings = createBookingService(deps);
    const payments = createPaymentService(deps, bookings);
    const lifecycle = createLifecycleService(deps, bookings);
    let jobs: { stop(): void } | null = null;
    app.decorate('bookingJobs', {
      deps,
      payments,
      runOnce: () => sweepOnce(deps, payments),
      start: () => void (jobs ??= startBookingJobs(deps, payments, config.jobsIntervalSeconds)),
    });
    app.decorate('refundJobs', { runOnce: () => refunds.runOnce(), start: () => refunds.start() });
    app.decorate('guestFiles', {
      ticketPdf: (userId: number, bookingId: number) => lifecycle.ticketPdf(userId, bookingId),
      taxDocumentPdf: (documentId: number) => documentPdf(app.db, documentId, config.timeZone),
    });
    app.addHook('onClose', async () => {
      jobs?.stop();
      refunds.stop();
    });
    await app.register(bookingRoutes, { bookings, lifecycle, payments, deps });
    await app.register(paymentRoutes, { payments });
    // The sandbox gateway's COPYandPAY-like widget, only when the sandbox is the provider (issue 25 §1).
    if (deps.provider.name === 'sandbox') await app.register(sandboxWidgetRoutes, { provider: deps.provider as SandboxProvider, config });
    await app.register(dayVisitRoutes, { dayVisits: createDayVisitService(deps, bookings) });
    await app.register(deskBookingRoutes, { desk: createDeskBookingService(deps, bookings) });
    await app.register(paymentLinkRoutes, { deps, bookings, payments });
    await app.register(figuresDashboardRoutes, { clock, timeZone: config.timeZone, vatRate: config.vatRate });
    await app.register(bookingDashboardRoutes, { deps });
    await app.register(gridDashboardRoutes, { deps });
    await app.register(bookingChangeRoutes, { changes: createChangeService(deps, payments) });
    await app.register(bookingPolicyRoutes);
    await app.register(sessionCancelRoutes, { deps });
    await app.register(refundDashboardRoutes, { deps });
    await app.register(deskRefundRoutes, { deps });
    await app.register(bookingDocumentRoutes, { timeZone: config.timeZone });
  },
  { name: 'bookings', dependencies: ['db', 'auth', 'mail', 'invoicing'] },
);
