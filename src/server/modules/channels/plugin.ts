import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { channelsDashboardRoutes, icalExportRoutes } from './routes';
import { createChannelsService } from './service';
import { createChannelSync, type ChannelSync } from './sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** The calendar import worker: runOnce() for tests and "sync now", start() in main.ts; stopped on close. */
    channelSync: Pick<ChannelSync, 'runOnce' | 'owner'> & { start(): void };
  }
}

/**
 * Calendar sync with Airbnb, Booking.com and any iCal calendar (issue 24 §1): the huts' export feeds, the imports
 * staff add, and the worker that reads them.
 */
export default fp(
  async (app, options: { config: AppConfig; clock: Clock }) => {
    const { config, clock } = options;
    const sync = createChannelSync({
      db: app.db,
      clock,
      timeZone: config.timeZone,
      log: app.log,
      syncMinutes: config.icalSyncMinutes,
      allowedHosts: config.icalAllowedHosts,
    });
    let worker: { stop(): void } | undefined;
    app.decorate('channelSync', {
      owner: sync.owner,
      runOnce: sync.runOnce,
      start: () => {
        worker ??= sync.start();
      },
    });
    app.addHook('onClose', async () => worker?.stop());
    const service = createChannelsService({
      db: app.db,
      clock,
      timeZone: config.timeZone,
      publicUrl: config.publicUrl,
      allowedHosts: config.icalAllowedHosts,
      sync,
    });
    const routeOptions = {
      clock,
      timeZone: config.timeZone,
      publicUrl: config.publicUrl,
      publicReadsPerMinute: config.publicReadsPerMinute,
      service,
    };
    await app.register(channelsDashboardRoutes, routeOptions);
    await app.register(icalExportRoutes, routeOptions);
  },
  { name: 'channels', dependencies: ['db'] },
);
