import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { watchChanges, type ChangeFeed } from '../db/changes';
import type { Database, DatabaseHandle } from '../db/client';
import { startOpeningDatabase, type DatabaseOpening, type Seed } from '../db/open';

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
 *
 * The routes register while the database opens, migrates and seeds (PGlite's start is most of a start, see
 * docs/performance.md): they only keep the handle, and the app answers nobody before it is ready (onReady runs before
 * listen and before the first inject). So nothing may query the database while registering, except LISTEN.
 */
export default fp<{ config: AppConfig; handle?: DatabaseHandle; opening?: DatabaseOpening; seed: Seed }>(
  async (app, { config, handle: given, opening, seed }) => {
    let handle = given;
    if (!handle) {
      const started = opening ?? startOpeningDatabase(config, seed);
      handle = started.handle;
      // Added first, so it runs before any other plugin's onReady (the root's hooks run before its children's).
      app.addHook('onReady', async () => {
        const opened = await started.opened;
        const inserted = Object.values(opened.seeded.inserted).reduce((sum, n) => sum + n, 0);
        if (inserted > 0) app.log.info({ seeded: opened.seeded.inserted }, 'seeded empty tables');
      });
      // A failed opening closed the handle already.
      app.addHook('onClose', () =>
        started.opened.then(
          ({ handle: opened }) => opened.close(),
          () => undefined,
        ),
      );
    }
    app.decorate('dbHandle', handle);
    app.decorate('db', handle.db);
    app.decorate('changes', await watchChanges(handle));
    const listening = handle;
    // Every LISTEN asked for while registering (this one, the session users', the notifications') is in place first.
    app.addHook('onReady', async () => listening.settled?.());
  },
  { name: 'db' },
);
