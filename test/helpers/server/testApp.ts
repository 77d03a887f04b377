import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import type { Database, DatabaseHandle } from '../../../src/server/db/client';
import { users, type NewUser, type UserRow } from '../../../src/server/db/schema';
import { seedDatabase } from '../../../src/server/seed/seed';
import type { Clock } from '../../../src/server/lib/clock';
import type { Mailer } from '../../../src/server/lib/mail';
import type { PaymentProvider } from '../../../src/server/lib/payments/provider';
import { createTestDatabase } from './testDb';
import { createTestClock } from './testClock';

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** Fill the content tables and demo testimonials, as a fresh install does. */
  seed?: boolean;
  /** Runs before app.ready(), e.g. to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Replaces the outbox mailer, e.g. with an in-memory one. */
  mailer?: Mailer;
  /** Replaces the configured payment provider (built on the test database, e.g. the sandbox with a fault). */
  paymentProvider?: (db: Database, config: AppConfig) => PaymentProvider;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  clock: Clock;
  config: AppConfig;
  /** A valid access token for the user, signed with the app's secret at the app's clock. */
  tokenFor(user: Pick<UserRow, 'id' | 'role' | 'email' | 'tokenVersion'>): string;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ken-test-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIR: path.join(dataDir, 'no-web-build'),
    }),
    // Pages are drawn by the script alone unless a test asks for the server renderer (test/e2e draws with it).
    serverRender: false,
    ...options.config,
  };
  const clock = options.clock ?? createTestClock();
  const handle = await createTestDatabase();
  if (options.seed) await seedDatabase(handle.db, { demo: true, now: clock.now() });
  const app = await buildApp(config, {
    db: handle,
    clock,
    logger: false,
    mailer: options.mailer,
    paymentProvider: options.paymentProvider?.(handle.db, config),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    clock,
    config,
    tokenFor: (user) => app.tokens.signAccess(user),
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userSequence = 0;

/** Inserts a verified, active guest unless fields say otherwise. */
export async function makeUser(db: Database, fields: Partial<NewUser> = {}): Promise<UserRow> {
  userSequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `guest${userSequence}.${Date.now()}@example.test`,
      fullName: `Test Guest ${userSequence}`,
      isVerified: true,
      ...fields,
    })
    .returning();
  return user;
}
