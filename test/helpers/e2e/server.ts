// The real API server serving the built web app, on a free port, with a fresh data folder (see dbTemplates.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { copyPgliteTemplate, POSTGRES_TEMPLATE_ENV } from '../server/dbTemplates';
import globalSetupPostgres from '../server/globalSetupPostgres';
import { freshPostgresDatabase } from '../server/testDb';

export interface RunningServer {
  url: string;
  /** The in-process app, e.g. `app.db` to arrange data a test needs (a stay that already ended). */
  app: FastifyInstance;
  dataDir: string;
  /** Which database the server runs on. */
  database: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The e2e files whose server keeps the embedded database (PGlite in its worker thread, its data folder on disk) when
 * PostgreSQL is configured: the guest's whole walk (sign in, search, book, pay, the ticket, the mails, the account's
 * bookings), so the embedded path stays covered end to end in the browser (the server project runs the engine's own
 * subjects on PGlite: jest.config.js ON_PGLITE_TOO). Every other e2e file runs its server on a database of its own on
 * TEST_DATABASE_URL, cloned from the run's migrated template: starting a server on PGlite costs ~6 CPU-s more (its
 * WebAssembly compiled and started in each file), which the two cores of the CI paid ~36 times a run
 * (docs/performance.md, "CI time"). Without TEST_DATABASE_URL, or with E2E_DATABASE=pglite, every file runs on PGlite;
 * E2E_DATABASE=postgres puts this one there too.
 */
export const E2E_ON_PGLITE = ['booking'];

function wantsPostgres(): boolean {
  if (!process.env.TEST_DATABASE_URL || process.env.E2E_DATABASE === 'pglite') return false;
  if (process.env.E2E_DATABASE === 'postgres') return true;
  const testPath = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath ?? '';
  const name = path.basename(testPath).replace(/\.test\.tsx?$/, '');
  return !E2E_ON_PGLITE.includes(name);
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-e2e-'));
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  if (!env.DATABASE_URL && wantsPostgres()) {
    // The run's migrated template: made by the server-pg project's global set-up when it runs too (as in CI), else
    // here, once per worker (the set-up finds one already made, and two workers making it at once is handled).
    if (!process.env[POSTGRES_TEMPLATE_ENV]) await globalSetupPostgres();
    postgres = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, process.env[POSTGRES_TEMPLATE_ENV]);
  }
  // The run's migrated (not seeded) PGlite folder where the server keeps its database, when there is one: the server
  // then skips initdb and finds its migrations applied, and still seeds the content as a fresh install does.
  else if (!env.DATABASE_URL) copyPgliteTemplate(path.join(dataDir, 'pglite'));
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The tests check what a drawn page shows, not how fast it is drawn (bench/server-render.ts measures that): four
    // files at once on two cores took over the product's 3 s for a page, which then went out as the script's shell.
    SERVER_RENDER_TIMEOUT_MS: '60000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await postgres?.drop().catch(() => undefined);
    throw error;
  }
  // The refund worker runs as main.ts runs it: a staff refund is recorded at once and given back right after.
  app.refundJobs.start();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server did not report its port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    dataDir,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    async close() {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
