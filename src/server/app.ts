import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { openConfiguredDatabase } from './db/open';
import { systemClock, type Clock } from './lib/clock';
import type { Mailer } from './lib/mail';
import type { PaymentProvider } from './lib/payments/provider';
import accountsPlugin from './modules/accounts/plugin';
import alertsPlugin from './modules/alerts/plugin';
import notificationsPlugin from './modules/notifications/plugin';
import auditPlugin from './modules/audit/plugin';
import bookingsPlugin from './modules/bookings/plugin';
import cataloguePlugin from './modules/catalogue/plugin';
import { hutPagePicture } from './modules/catalogue/hutPagePicture';
import channelsPlugin from './modules/channels/plugin';
import checkinPlugin from './modules/checkin/plugin';
import housekeepingRoutes from './modules/housekeeping/routes';
import configPlugin from './modules/config/plugin';
import contentPlugin from './modules/content/plugin';
import financePlugin from './modules/finance/plugin';
import backupPlugin from './modules/backup/plugin';
import healthPlugin from './modules/health/plugin';
import invoicingDashboardRoutes from './modules/invoicing/dashboardRoutes';
import invoicingPlugin from './modules/invoicing/plugin';
import settingsDashboardRoutes from './modules/settings/dashboardRoutes';
import settingsPlugin from './modules/settings/plugin';
import settingsRoutes from './modules/settings/routes';
import supplierPortalPlugin from './modules/supplierPortal/plugin';
import conversationsPlugin from './modules/conversations/plugin';
import supportPlugin from './modules/support/plugin';
import usersPlugin from './modules/users/plugin';
import savedPlugin from './modules/saved/plugin';
import authPlugin from './plugins/auth';
import corsPlugin from './plugins/cors';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import databaseAwayPlugin from './plugins/databaseAway';
import errorsPlugin from './plugins/errors';
import metricsPlugin from './modules/metrics/plugin';
import idempotencyPlugin from './plugins/idempotency';
import mailPlugin from './plugins/mail';
import rateLimitPlugin from './plugins/rateLimit';
import requestContext, { requestIdFrom } from './plugins/requestContext';
import routeTablePlugin from './plugins/routeTable';
import securityPlugin from './plugins/security';
import { buildSerializer, buildValidator } from './plugins/validator';
import webAppPlugin from './plugins/webApp';
import sitePlugin from './modules/site/plugin';
import { createPageHeads } from './modules/site/pageHead';
import { createPreviews } from './modules/site/previews';
import { createSiteRepository } from './modules/site/repository';
import { configuredSeed } from './seed/seed';

export interface BuildOverrides {
  /** A database the caller owns (tests): used as is, not migrated, seeded or closed by the app. */
  db?: DatabaseHandle;
  /** The configured database already being opened (main.ts, to overlap it with loading modules); the app owns it. */
  openingDb?: ReturnType<typeof openConfiguredDatabase>;
  clock?: Clock;
  logger?: boolean | object;
  /** Replaces the SMTP / outbox mailer (tests). */
  mailer?: Mailer;
  /** Replaces the configured payment provider (tests). */
  paymentProvider?: PaymentProvider;
}

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Every plugin registered on the app or inside it carries its function's name as Fastify's display name. Without one,
 * Fastify looks the function up among all loaded modules (require.cache) at each registration before it settles on the
 * same function name (no module exports a plugin function as itself): ~95 scans of ~1,500 modules an app, 0.25–0.3
 * CPU-s an app under Jest's module registry, where every test file builds its own.
 */
function namePluginsByFunction(app: FastifyInstance) {
  const register = app.register as (this: FastifyInstance, plugin: unknown, options?: unknown) => unknown;
  app.register = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && plugin.name && !Object.hasOwn(plugin, DISPLAY_NAME)) {
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name });
    }
    // `this` is the instance registering (children inherit this function from the app), as Fastify's own expects.
    return register.call(this, plugin, options);
  } as FastifyInstance['register'];
}

/** Registers plugins, then routes. Never listens: main.ts does, tests use app.inject(). */
export async function buildApp(config: AppConfig, overrides: BuildOverrides = {}): Promise<FastifyInstance> {
  const clock = overrides.clock ?? systemClock;
  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    trustProxy: config.nodeEnv === 'production',
    // All errors at once, so a form can mark every wrong field in one round trip.
    ajv: { customOptions: { allErrors: true } },
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    bodyLimit: 1024 * 1024,
    // Opening the embedded database, migrating and seeding it on first start can take a while on a small machine.
    pluginTimeout: 120_000,
  });
  namePluginsByFunction(app);

  await app.register(routeTablePlugin);
  // A graceful stop must not wait for keep-alive connections (a proxy's, a browser's) that finish their
  // request after the close began: each would hold the close for keepAliveTimeout (72 s). Closed once idle.
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const timer = setInterval(() => app.server.closeIdleConnections(), 25).unref();
    app.server.once('close', () => clearInterval(timer));
  });

  await app.register(requestContext);
  await app.register(errorsPlugin);
  // Before any route: wraps each read so that one cut by a database restart is run again once it answers.
  await app.register(databaseAwayPlugin);
  // Before any route too: its request hooks count every route (GET /metrics, METRICS_TOKEN).
  await app.register(metricsPlugin, { config, clock });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(securityPlugin, {
    production: config.nodeEnv === 'production',
    googleClientId: config.googleClientId,
    paymentOrigin: config.paymentProvider === 'hyperpay' && config.hyperpay ? new URL(config.hyperpay.baseUrl).origin : undefined,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5 } });
  await app.register(dbPlugin, { config, handle: overrides.db, opening: overrides.openingDb, seed: configuredSeed(config) });
  await app.register(settingsPlugin);
  await app.register(invoicingPlugin, { config, clock });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, clock, accessTtlSeconds: config.accessTokenTtlSeconds });
  await app.register(idempotencyPlugin, { clock });
  await app.register(docsPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(mailPlugin, { config, mailer: overrides.mailer });
  // Link-preview pictures: made from the pages' pictures (the web app's art and staff's uploads), kept in the data folder.
  const previews = createPreviews({
    dir: path.join(config.dataDir, 'previews'),
    webDir: config.webDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    publicUrl: config.publicUrl,
  });
  await app.register(webAppPlugin, {
    webDir: config.webDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    crossOriginMedia: config.corsOrigins.length > 0,
    ssrBundle: config.ssrBundle,
    serverRender: config.serverRender,
    drawnPagesPerMinute: config.drawnPagesPerMinute,
    serverRenderTimeoutMs: config.serverRenderTimeoutMs,
    hutPicture: (hutId) => hutPagePicture(app.db, hutId),
    publicUrl: config.publicUrl,
    pageHead: createPageHeads({
      app,
      repository: () => createSiteRepository(app.db),
      previews,
      publicUrl: config.publicUrl,
      timeZone: config.timeZone,
      clock,
    }),
  });

  await app.register(healthPlugin);
  await app.register(sitePlugin, { publicUrl: config.publicUrl, publicReadsPerMinute: config.publicReadsPerMinute, previews });
  await app.register(configPlugin, { config });
  await app.register(settingsRoutes, { clock });
  await app.register(contentPlugin, { clock, uploadsDir: path.join(config.dataDir, 'uploads') });
  await app.register(cataloguePlugin, {
    clock,
    timeZone: config.timeZone,
    publicReadsPerMinute: config.publicReadsPerMinute,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  await app.register(usersPlugin, { config, clock });
  await app.register(savedPlugin, { clock });
  await app.register(accountsPlugin, { config, clock });
  await app.register(supportPlugin, { config, clock });
  await app.register(conversationsPlugin, { config, clock });
  await app.register(bookingsPlugin, { config, clock, provider: overrides.paymentProvider });
  await app.register(auditPlugin, { timeZone: config.timeZone });
  await app.register(alertsPlugin, { clock });
  await app.register(notificationsPlugin, { clock, jwtSecret: config.jwtSecret });
  await app.register(channelsPlugin, { config, clock });
  await app.register(checkinPlugin, { clock, timeZone: config.timeZone, qrSecret: config.jwtSecret });
  await app.register(housekeepingRoutes, { clock });
  await app.register(supplierPortalPlugin, { clock, timeZone: config.timeZone, vatRate: config.vatRate });
  await app.register(financePlugin, { clock, timeZone: config.timeZone });
  await app.register(settingsDashboardRoutes);
  await app.register(invoicingDashboardRoutes, { timeZone: config.timeZone });
  await app.register(backupPlugin, { config, clock });
  return app;
}
