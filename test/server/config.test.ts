import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

const SECRET = 'x'.repeat(40);
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ken-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('has working defaults for a fresh clone', () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  expect(config).toMatchObject({
    nodeEnv: 'development',
    host: '0.0.0.0',
    port: 3000,
    publicUrl: 'http://localhost:3000',
    timeZone: 'Asia/Riyadh',
    vatRate: 0.15,
    seedDemo: true,
    paymentProvider: 'sandbox',
    serverRenderTimeoutMs: 3000,
    databasePoolMax: 10,
  });
  expect(config.databaseUrl).toBeUndefined();
  expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
  expect(loadConfig({ DATA_DIR: dataDir, SERVER_RENDER_TIMEOUT_MS: '60000' }).serverRenderTimeoutMs).toBe(60_000);
});

it('generates a development secret once, keeps it with mode 0600 and reuses it', () => {
  const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
  const file = path.join(dataDir, 'jwt-secret');
  expect(readFileSync(file, 'utf8')).toBe(first);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
});

it('reports every problem at once', () => {
  let error: unknown;
  try {
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: 'eighty',
      VAT_RATE: '15',
      DATABASE_URL: 'mysql://x',
      TZ_RESORT: 'Mars/Base',
      SERVER_RENDER_TIMEOUT_MS: '3s',
      DATABASE_POOL_MAX: '0',
    });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems.join('\n');
  for (const name of [
    'PORT',
    'VAT_RATE',
    'DATABASE_URL',
    'TZ_RESORT',
    'SERVER_RENDER_TIMEOUT_MS',
    'DATABASE_POOL_MAX must be an integer from 1 to 500 (got "0")',
    'JWT_SECRET is required in production',
  ])
    expect(problems).toContain(name);
});

it('does not seed demo guests in production unless asked', () => {
  expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir }).seedDemo).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir, SEED_DEMO: 'true' }).seedDemo).toBe(true);
});
