import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { watchChanges, type ChangeFeed } from '../db/changes';
import type { Database, DatabaseHandle } from '../db/client';
import { openConfiguredDatabase, type Seed } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
    /** Moves on every committed data change, from any instance (public read cache, see db/changes.ts). */
    changes: ChangeFeed;
  }
}

/**
 * Opens, migrates and seeds (with the seed app.ts passes in) the configured database, or takes the opening main.ts
 * started, unless a handle is given (tests own theirs, and then the app does not close it either).
 */
export default fp<{ config: AppConfig; handle?: DatabaseHandle; opening?: ReturnType<typeof openConfiguredDatabase>; seed: Seed }>(
  async (app, { config, handle: given, opening, seed }) => {
    let handle = given;
    if (!handle) {
      // main.ts starts opening before it loads the app's modules (the two overlap); the app owns it either way.
      const opened = await (opening ?? openConfiguredDatabase(config, seed));
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
