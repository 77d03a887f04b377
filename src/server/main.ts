import type { buildApp as BuildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { configuredSeed } from './seed/seed';
import { rmSync, writeFileSync } from 'node:fs';
import { serverPidFile } from './ops/backup';

/** Boot only: configuration, listen, and a graceful stop on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Start opening the database (PGlite compiles its WebAssembly in its own thread) before loading the app's
  // modules, so the two overlap: most of a start on existing data is one or the other (docs/performance.md).
  const openingDb = openConfiguredDatabase(config, configuredSeed(config));
  openingDb.catch(() => undefined); // reported by buildApp, which awaits it
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the database starts opening, on purpose
  const { buildApp } = require('./app') as { buildApp: typeof BuildApp };
  const app = await buildApp(config, { openingDb });
  await app.listen({ host: config.host, port: config.port });
  // Hold sweeper and payment reconciliation; stopped by app.close() on shutdown.
  app.bookingJobs.start();
  // The refund worker: sends the refunds asked for, retries, reconciles; stopped by app.close() too.
  app.refundJobs.start();
  // Reporting tax documents to ZATCA (nothing when ZATCA_MODE=off); stopped by app.close() too.
  app.zatcaReporting.start();
  // Reading the huts' imported calendars (Airbnb, Booking.com…) every ICAL_SYNC_MINUTES; stopped by app.close() too.
  app.channelSync.start();
  // Scheduled backups (BACKUP_EVERY_HOURS; nothing when off): one instance at a time takes each; stopped by app.close() too.
  app.scheduledBackups.start();
  // Retention (issue 26 §1): old support conversations, never-verified accounts and operational logs; stopped by app.close().
  app.retentionJobs.start();
  app.log.info(`Ken Resort is running at ${config.publicUrl}`);
  // The embedded database belongs to this process: `npm run backup`/`restore` read this file and refuse to open it beside us.
  const pidFile = config.databaseUrl ? undefined : serverPidFile(config.dataDir);
  if (pidFile) {
    writeFileSync(pidFile, `${process.pid}\n`);
    process.on('exit', () => rmSync(pidFile, { force: true }));
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
