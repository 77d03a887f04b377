// The real API server serving the built web app, on a free port, with a fresh data folder (see dbTemplates.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { copyPgliteTemplate } from '../server/dbTemplates';

export interface RunningServer {
  url: string;
  /** The in-process app, e.g. `app.db` to arrange data a test needs (a stay that already ended). */
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-e2e-'));
  // The run's migrated (not seeded) PGlite folder where the server keeps its database, when there is one: the server
  // then skips initdb and finds its migrations applied, and still seeds the content as a fresh install does.
  if (!env.DATABASE_URL) copyPgliteTemplate(path.join(dataDir, 'pglite'));
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The refund worker runs as main.ts runs it: a staff refund is recorded at once and given back right after.
  app.refundJobs.start();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server did not report its port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
