// The embedded database after a crash (issue 28 §3): the real server (src/server/main.ts, PGlite in DATA_DIR) is killed
// with SIGKILL in the middle of bookings being made and held, then started again on the same folder: it recovers, and
// every booking it had answered is there, held ones still held, and new bookings are taken.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyPgliteTemplate } from '../helpers/server/dbTemplates';
import { TEST_JWT_SECRET } from '../helpers/server/testApp';

const ROOT = path.join(__dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ken-sigkill-'));
let server: ChildProcess | undefined;
let base = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** main.ts as an operator runs it, on the test's data folder; resolves once /readyz answers. */
async function startServer(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SERVER_RENDER: 'false',
    WEB_DIR: path.join(dataDir, 'no-web'),
    DATABASE_URL: '',
    NODE_OPTIONS: '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  server = child;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (ready === 200) return;
    await sleep(250);
  }
  throw new Error(`the server did not get ready: ${stderr}`);
}

async function call(method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const signIn = async () =>
  (await call('POST', '/login/', undefined, { email: 'guest@kenresort.sa', password: 'KenResort#2026' })).json.token as string;
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stay = (hut: number, offset: number) => ({
  hut,
  persons_max_num: 2,
  kids_max_num: 0,
  date: { date_from: isoDay(offset), date_to: isoDay(offset + 1) },
});

beforeAll(() => {
  // The run's migrated PGlite folder, as the server's own: it then starts without initdb (the seed still runs).
  copyPgliteTemplate(path.join(dataDir, 'pglite'));
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every answered booking and hold when the server is killed with SIGKILL during writes', async () => {
  await startServer();
  let token = await signIn();
  const hut = ((await call('GET', '/api/products/huts-list/')).json.results as { id: number }[])[0].id;

  const answered = new Map<number, { offset: number; held: boolean }>();
  let next = 40;
  let writing = true;
  const writer = async () => {
    while (writing) {
      const offset = (next += 2);
      const created = await call('POST', '/api/products/booking/', token, stay(hut, offset)).catch(() => undefined);
      if (!created || created.status !== 201) return;
      const id = created.json.id as number;
      answered.set(id, { offset, held: false });
      const held = await call('PUT', `/api/products/booking/update/${id}/`, token, { ...stay(hut, offset), status: 'confirmed' }).catch(
        () => undefined,
      );
      if (held?.status === 200) answered.set(id, { offset, held: true });
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  while (answered.size < 12) await sleep(20);
  server!.kill('SIGKILL'); // in the middle of the writers' requests
  await new Promise((resolve) => server!.once('exit', resolve));
  writing = false;
  await Promise.all(writers);
  expect(server!.signalCode).toBe('SIGKILL');

  await startServer();
  token = await signIn();
  for (const [id, { held }] of answered) {
    const booking = await call('GET', `/api/products/bookings/${id}/`, token);
    expect({ id, status: booking.status }).toEqual({ id, status: 200 });
    if (held) expect({ id, state: booking.json.status }).toEqual({ id, state: 'confirmed' });
  }
  // Taken again after the restart, with a new id.
  const fresh = await call('POST', '/api/products/booking/', token, stay(hut, next + 10));
  expect(fresh.status).toBe(201);
  expect(fresh.json.id as number).toBeGreaterThan(Math.max(...answered.keys()));
}, 300_000);
