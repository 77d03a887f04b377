import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../src/server/config';
import { rows } from '../../src/server/db/sql';
import { readBackup } from '../../src/server/ops/backup';
import { BACKUP_LEASE_MS, createScheduledBackups } from '../../src/server/modules/backup/scheduled';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 28 §1: backups every BACKUP_EVERY_HOURS, one instance at a time, the newest BACKUP_KEEP kept, each run recorded,
// the last success shown to the back office and an alert when it is older than expected. The clock is moved by hand.
const HOUR = 3600_000;
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const work = mkdtempSync(path.join(tmpdir(), 'ken-scheduled-'));
const dir = path.join(work, 'backups');
let t: TestApp;

const runsOf = () =>
  rows<{ id: number; status: string; instance: string; file: string | null; bytes: number | null; error: string | null }>(
    t.db,
    sql`SELECT id, status, instance, file, bytes::int AS bytes, error FROM backup_runs ORDER BY id`,
  );
const openAlerts = (kind: string) =>
  rows<{ id: number; subject_type: string }>(
    t.db,
    sql`SELECT id, subject_type FROM staff_alerts WHERE kind = ${kind} AND resolved_at IS NULL`,
  );
const archives = () => readdirSync(dir).sort();
const other = (options: { dir?: string; instance: string }) =>
  createScheduledBackups({
    handle: t.handle,
    clock,
    config: { ...t.config, backup: { ...t.config.backup, dir: options.dir ?? dir } },
    version: '9.9.9',
    log: t.app.log,
    instance: options.instance,
  });

beforeAll(async () => {
  t = await createTestApp({ clock, config: { backup: { everyHours: 6, dir, keep: 2 } } });
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: path.join(work, 'data'), JWT_SECRET: 'x'.repeat(40) };
  it('is off by default, and needs a BACKUP_DIR outside DATA_DIR when on', () => {
    expect(loadConfig(base).backup).toEqual({ everyHours: 0, dir: undefined, keep: 7 });
    expect(loadConfig({ ...base, BACKUP_EVERY_HOURS: '12', BACKUP_DIR: dir, BACKUP_KEEP: '30' }).backup).toEqual({
      everyHours: 12,
      dir,
      keep: 30,
    });
    expect(() => loadConfig({ ...base, BACKUP_EVERY_HOURS: '6' })).toThrow(/BACKUP_DIR is required when BACKUP_EVERY_HOURS is set/);
    expect(() => loadConfig({ ...base, BACKUP_EVERY_HOURS: '6', BACKUP_DIR: path.join(base.DATA_DIR, 'backups') })).toThrow(
      /BACKUP_DIR must be outside DATA_DIR/,
    );
    expect(() => loadConfig({ ...base, BACKUP_EVERY_HOURS: 'daily', BACKUP_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be an integer from 1 to 1000/);
  });
});

describe('scheduled backups', () => {
  it('are off without BACKUP_EVERY_HOURS: nothing run, nothing shown as late', async () => {
    const off = createScheduledBackups({
      handle: t.handle,
      clock,
      config: { ...t.config, backup: { everyHours: 0, keep: 7 } },
      version: '9.9.9',
      log: t.app.log,
    });
    expect(await off.runOnce()).toEqual({ ran: false, reason: 'off' });
    expect(await off.status()).toMatchObject({ enabled: false, stale: false, last_success: null });
  });

  it('take the first backup at once, record it, and wait for the next time', async () => {
    const first = await t.app.scheduledBackups.runOnce();
    expect(first).toMatchObject({ ran: true, status: 'succeeded', file: path.join(dir, 'ken-resort-2026-03-01T09-00-00-000Z.tar.gz') });
    if (!first.ran || first.status !== 'succeeded') throw new Error('no backup');
    // A whole archive, the one `npm run restore` reads.
    const archive = readBackup(first.file);
    expect(archive.manifest.tables.map((table) => table.name)).toContain('backup_runs');
    expect(await runsOf()).toEqual([expect.objectContaining({ id: first.id, status: 'succeeded', file: first.file, bytes: first.bytes })]);

    clock.advance(5 * HOUR);
    expect(await t.app.scheduledBackups.runOnce()).toEqual({ ran: false, reason: 'not_due' });
    expect(await t.app.scheduledBackups.status()).toMatchObject({
      enabled: true,
      every_hours: 6,
      keep: 2,
      stale: false,
      stale_after_hours: 12,
      last_success: { id: first.id, finished_at: '2026-03-01T09:00:00.000Z', bytes: first.bytes },
      last_run: { id: first.id, status: 'succeeded' },
    });
  });

  it('are taken by one instance at a time, and keep the newest BACKUP_KEEP archives', async () => {
    clock.advance(HOUR);
    const instances = [t.app.scheduledBackups, other({ instance: 'second' }), other({ instance: 'third' })];
    const outcomes = await Promise.all(instances.map((instance) => instance.runOnce()));
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    // The others found it running, or already done.
    for (const outcome of outcomes) if (!outcome.ran) expect(['not_due', 'running_elsewhere']).toContain(outcome.reason);
    expect(await runsOf()).toHaveLength(2);
    expect(archives()).toEqual(['ken-resort-2026-03-01T09-00-00-000Z.tar.gz', 'ken-resort-2026-03-01T15-00-00-000Z.tar.gz']);

    clock.advance(6 * HOUR);
    const third = await other({ instance: 'second' }).runOnce();
    expect(third).toMatchObject({ ran: true, status: 'succeeded', removed: ['ken-resort-2026-03-01T09-00-00-000Z.tar.gz'] });
    expect(archives()).toEqual(['ken-resort-2026-03-01T15-00-00-000Z.tar.gz', 'ken-resort-2026-03-01T21-00-00-000Z.tar.gz']);
    expect((await runsOf()).map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  it('wait behind a running backup, and take over once the lease of an instance that died has passed', async () => {
    clock.advance(6 * HOUR);
    const started = clock.now();
    await t.db.execute(sql`INSERT INTO backup_runs (status, instance, started_at, lease_until)
      VALUES ('running', 'died', ${started.toISOString()}::timestamptz, ${new Date(started.getTime() + BACKUP_LEASE_MS).toISOString()}::timestamptz)`);
    expect(await t.app.scheduledBackups.runOnce()).toEqual({ ran: false, reason: 'running_elsewhere' });
    clock.advance(BACKUP_LEASE_MS);
    const next = await t.app.scheduledBackups.runOnce();
    expect(next).toMatchObject({ ran: true, status: 'succeeded' });
    const runs = await runsOf();
    expect(runs.find((run) => run.instance === 'died')).toMatchObject({ status: 'failed', error: expect.stringMatching(/lease ran out/) });
  });

  it('record a failure, alert staff once, retry within the hour, and alert when the last success grows old', async () => {
    // BACKUP_DIR cannot be made: a file stands where its parent folder should be.
    const blocked = path.join(work, 'not-a-folder');
    writeFileSync(blocked, 'file');
    const failing = other({ dir: path.join(blocked, 'backups'), instance: 'broken disk' });
    clock.advance(6 * HOUR);
    const failed = await failing.runOnce();
    expect(failed).toMatchObject({ ran: true, status: 'failed', error: expect.stringMatching(/ENOTDIR|EEXIST/) });
    expect((await runsOf()).at(-1)).toMatchObject({ status: 'failed', instance: 'broken disk' });
    expect(await openAlerts('backup_failed')).toEqual([expect.objectContaining({ subject_type: 'backup_run' })]);
    expect(await openAlerts('backup_stale')).toEqual([]);

    clock.advance(30 * 60_000);
    expect(await failing.runOnce()).toEqual({ ran: false, reason: 'not_due' });
    clock.advance(30 * 60_000);
    expect(await failing.runOnce()).toMatchObject({ ran: true, status: 'failed' });
    // Still one open alert of the kind.
    expect(await openAlerts('backup_failed')).toHaveLength(1);

    // The last success (the take-over above) was 7 hours ago; at 12 hours it is late.
    const success = (await t.app.scheduledBackups.status()).last_success!;
    clock.set(new Date(new Date(success.finished_at).getTime() + 12 * HOUR + 60_000));
    expect(await failing.runOnce()).toMatchObject({ ran: true, status: 'failed' });
    expect(await failing.status()).toMatchObject({ stale: true, last_success: { id: success.id }, last_run: { status: 'failed' } });
    expect(await openAlerts('backup_stale')).toHaveLength(1);
    expect(await openAlerts('backup_failed')).toHaveLength(1);
    // The next try, an hour later, succeeds: no longer late (the alert stays for staff to acknowledge).
    clock.advance(HOUR);
    expect(await t.app.scheduledBackups.runOnce()).toMatchObject({ ran: true, status: 'succeeded' });
    expect(await t.app.scheduledBackups.status()).toMatchObject({ stale: false, last_run: { status: 'succeeded' } });
    expect(archives()).toHaveLength(2);
    expect(existsSync(path.join(dir, `${archives()[1]}.partial`))).toBe(false);
  });

  it('the back office reads the status (admins only) and lists the alerts', async () => {
    const url = '/api/dashboard/backup/status/';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await staffCaller(t, await makeUser(t.db))('GET', url)).statusCode).toBe(403);
    const asAdmin = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
    const response = await asAdmin('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(await t.app.scheduledBackups.status());
    const alerts = (await asAdmin('GET', '/api/dashboard/alerts/')).json().results as { kind: string }[];
    expect(alerts.map((alert) => alert.kind)).toEqual(expect.arrayContaining(['backup_failed', 'backup_stale']));
  });
});
