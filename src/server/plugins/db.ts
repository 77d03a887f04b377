import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openConfiguredDatabase } from '../db/open';
import { seedDatabase } from '../db/seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

/**
 * Opens, migrates and seeds the configured database, unless a handle is given (tests own theirs,
 * and then the app does not close it either).
 */
export default fp<{ config: AppConfig; handle?: DatabaseHandle }>(
  async (app, { config, handle: given }) => {
    const handle = given ?? (await openConfiguredDatabase(config));
    if (!given) {
      const report = await seedDatabase(handle.db, { demo: config.seedDemo, vatRate: config.vatRate, qrSecret: config.jwtSecret });
      const inserted = Object.values(report.inserted).reduce((sum, n) => sum + n, 0);
      if (inserted > 0) app.log.info({ seeded: report.inserted }, 'seeded empty tables');
      app.addHook('onClose', () => handle.close());
    }
    app.decorate('dbHandle', handle);
    app.decorate('db', handle.db);
  },
  { name: 'db' },
);
