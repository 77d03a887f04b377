// The embedded database in its own thread (issue 9 §5): the main thread keeps running while PGlite works, and
// drizzle sees the same PostgreSQL behaviour as in process: error codes, transactions, their serialisation.
import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { pgCode } from '../../src/server/lib/pgErrors';

const describePglite = process.env.TEST_DB_KIND === 'postgres' ? describe.skip : describe;

describePglite('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ kind: 'pglite' });
    await migrateDatabase(handle);
  }, 120_000);
  afterAll(() => handle?.close());

  it('keeps the main thread free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const started = performance.now();
    await handle.db.execute(sql`select sum(a) from generate_series(1, 1000000) a`);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // In process, no timer fires until the query returns; in a worker they keep firing meanwhile.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  });

  it('keeps PostgreSQL error codes and constraint names', async () => {
    await handle.db.insert(users).values({ email: 'twice@example.test', fullName: 'Twice' });
    const error = await handle.db
      .insert(users)
      .values({ email: 'twice@example.test', fullName: 'Twice' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgCode(error)).toBe('23505');
    expect(JSON.stringify((error as { cause?: unknown }).cause ?? error)).toMatch(/users_email/);
  });

  it('rolls back a transaction that throws, and commits one that does not', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'rolled@example.test', fullName: 'Rolled back' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'kept@example.test', fullName: 'Kept' });
    });
    const rows = await handle.db.execute(sql`select email from users where email in ('rolled@example.test', 'kept@example.test')`);
    expect((rows as unknown as { rows: { email: string }[] }).rows.map((row) => row.email)).toEqual(['kept@example.test']);
  });

  it('runs a transaction alone: other statements wait for its commit, as PGlite does in process', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writer = handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'serial@example.test', fullName: 'Serial' });
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reader = handle.db.execute(sql`select count(*)::int as n from users where email = 'serial@example.test'`);
    setTimeout(release, 50);
    await writer;
    expect(((await reader) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });

  it('keeps dates and timestamps as drizzle maps them in process', async () => {
    const [user] = await handle.db.insert(users).values({ email: 'dates@example.test', fullName: 'Dates' }).returning();
    expect(user.createdAt).toBeInstanceOf(Date);
    const raw = await handle.db.execute(sql`select '2026-03-01'::date as d`);
    expect((raw as unknown as { rows: { d: unknown }[] }).rows[0].d).toBe('2026-03-01');
  });
});
