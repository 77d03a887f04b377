import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import { REPO_ROOT, type AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import { BackupStatus } from '../../../shared/schemas/dashboard/backup';
import { streamBackup } from '../../ops/backup';
import { createScheduledBackups, type ScheduledBackups } from './scheduled';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups every BACKUP_EVERY_HOURS (off by default); main.ts starts them, tests call runOnce with a moved clock. */
    scheduledBackups: Pick<ScheduledBackups, 'runOnce' | 'status' | 'checkAge' | 'enabled'> & { start(): void };
  }
}

/**
 * POST /api/dashboard/backup/ (admin): the whole resort as one backup archive, streamed by the running server, so an
 * embedded database's snapshot is taken by the process that owns its folder (docs/operations.md, "Backups").
 * GET /api/dashboard/backup/status/ (admin): the scheduled backups' last success, for the back office's home.
 */
export default fp<{ config: AppConfig; clock: Clock }>(
  async (app, { config, clock }) => {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const scheduled = createScheduledBackups({ handle: app.dbHandle, clock, config, version, log: app.log });
    let timer: { stop(): void } | null = null;
    app.decorate('scheduledBackups', {
      enabled: scheduled.enabled,
      runOnce: () => scheduled.runOnce(),
      status: () => scheduled.status(),
      checkAge: () => scheduled.checkAge(),
      start: () => void (timer ??= scheduled.start()),
    });
    app.addHook('onClose', async () => timer?.stop());

    app.post(
      '/api/dashboard/backup/',
      {
        ...staffRoute(['admin']),
        schema: {
          tags: ['dashboard: backup'],
          summary:
            'A backup archive (tar.gz) of the database, the files of DATA_DIR, the keys and a manifest; restore with npm run restore',
          security: STAFF_SECURITY,
          response: { 200: Type.String({ format: 'binary' }), ...readErrors },
        },
      },
      async (request, reply) => {
        const body = new PassThrough();
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        streamBackup({ handle: app.dbHandle, dataDir: config.dataDir, version }, body).then(
          (manifest) => request.log.info({ tables: manifest.tables.length, entries: manifest.entries.length }, 'backup streamed'),
          (error: unknown) => request.log.error({ err: error }, 'backup failed while streaming'),
        );
        return reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="ken-resort-${stamp}.tar.gz"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );

    app.get(
      '/api/dashboard/backup/status/',
      {
        ...staffRoute(['admin']),
        schema: {
          tags: ['dashboard: backup'],
          summary:
            'The scheduled backups (BACKUP_EVERY_HOURS): whether they are on, the last success and the latest run; stale when the last success is older than twice the schedule',
          security: STAFF_SECURITY,
          response: { 200: BackupStatus, ...readErrors },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'no-store').send(await scheduled.status()),
    );
  },
  { name: 'backup', dependencies: ['db', 'auth'] },
);
