import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT, type AppConfig } from '../../config';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import { streamBackup } from '../../ops/backup';

/**
 * POST /api/dashboard/backup/ (admin): the whole resort as one backup archive, streamed by the running server, so an
 * embedded database's snapshot is taken by the process that owns its folder (docs/operations.md, "Backups").
 */
export default async function backupPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  app.post(
    '/api/dashboard/backup/',
    {
      ...staffRoute(['admin']),
      schema: {
        tags: ['dashboard: backup'],
        summary: 'A backup archive (tar.gz) of the database, the files of DATA_DIR, the keys and a manifest; restore with npm run restore',
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
}
