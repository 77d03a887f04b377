import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { watchChanges, type ChangeFeed } from '../db/changes';
import type { Database, DatabaseHandle } from '../db/client';
import { openConfiguredDatabase } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
    /** Moves on every committed data change, from any instance (public read cache, see db/changes.ts). */
    changes: ChangeFeed;
  }
}

/**
 * Opens, migrates and seeds the configured database, unless a handle is given (tests own theirs,
 * and then the app does not close it either).
 */
export default fp<{ config: AppConfig; handle?: DatabaseHandle }>(
  async (app, { config, handle: given }) => {
    let handle = given;
    if (!handle) {
      const opened = await openConfiguredDatabase(config);
      handle = opened.handle;
      const inserted = Object.values(opened.seeded.inserted).reduce((sum, n) => sum + n, 0);
      if (inserted > 0) app.log.info({ seeded: opened.seeded.inserted }, 'seeded empty tables');
      app.addHook('onClose', () => opened.handle.close());
    }
    app.decorate('dbHandle', handle);
    app.decorate('db', handle.db);
    app.decorate('changes', await watchChanges(handle));
  },
  { name: 'db' },
);
