// The embedded database in its own thread (issue 9 §5): the main thread keeps running while PGlite works, and
// drizzle sees the same PostgreSQL behaviour as in process: error codes, transactions, their serialisation.
import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { pgCode } from '../../src/server/lib/pgErrors';
import { preparedRows, rows } from '../../src/server/db/sql';

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

  /** Starts `read` while a transaction that adds `email` is open, and answers what it read once that commits. */
  async function readDuringTransaction<T>(email: string, read: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writer = handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email, fullName: 'Serial' });
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reader = read();
    setTimeout(release, 50);
    await writer;
    return reader;
  }

  it('runs a transaction alone: other statements wait for its commit, as PGlite does in process', async () => {
    const read = await readDuringTransaction('serial@example.test', () =>
      rows<{ n: number }>(handle.db, sql`select count(*)::int as n from users where email = 'serial@example.test'`),
    );
    expect(read[0].n).toBe(1);
  });

  it('keeps dates and timestamps as drizzle maps them in process', async () => {
    const [user] = await handle.db.insert(users).values({ email: 'dates@example.test', fullName: 'Dates' }).returning();
    expect(user.createdAt).toBeInstanceOf(Date);
    const raw = await handle.db.execute(sql`select '2026-03-01'::date as d`);
    expect((raw as unknown as { rows: { d: unknown }[] }).rows[0].d).toBe('2026-03-01');
  });

  describe('named statements (preparedRows: parsed once, then bound and executed)', () => {
    const shape = (id: number, day: string, tags: string[], note: string | null) =>
      sql`select ${id}::int + 1 as next, ${day}::date as day, ${day}::date + 1 as after, ${day}::timestamptz as at,
        cardinality(${sql.param(tags)}::text[]) as tags, ${note}::text as note, json_build_object('n', ${id}::int) as doc,
        '2026-03-01 10:00'::timestamp - '2026-03-01 08:30'::timestamp as span`;

    it('answers what the same statement unnamed answers, on every call, values of every kind', async () => {
      for (const [id, day, tags, note] of [
        [1, '2026-03-01', ['a', 'b'], 'it\'s "quoted"'],
        [41, '2027-12-31', [], null],
        [7, '2026-02-28', ['x,y', '{z}'], ''],
      ] as const) {
        const query = shape(id, day, [...tags], note);
        const unnamed = await rows(handle.db, query);
        // The first call parses; the later ones only bind (and, from the sixth, PostgreSQL may use a generic plan).
        for (let call = 0; call < 7; call += 1) expect(await preparedRows(handle.db, query)).toEqual(unnamed);
        expect(unnamed[0]).toMatchObject({ next: id + 1, day, tags: tags.length, note, doc: { n: id }, span: '01:30:00' });
      }
    });

    it('is parsed once per name: a later call with other values does not parse again', async () => {
      const query = (n: number) => sql`select ${n}::int * 2 as twice, 'once' as probe_named_parse`;
      await preparedRows(handle.db, query(1));
      const counted = async () =>
        (
          await rows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from pg_prepared_statements where statement like '%probe_named_parse%'`,
          )
        )[0].n;
      expect(await counted()).toBe(1);
      expect(await preparedRows(handle.db, query(21))).toEqual([{ twice: 42, probe_named_parse: 'once' }]);
      expect(await counted()).toBe(1);
    });

    it('works inside a transaction, and stays usable after that transaction rolls back', async () => {
      const insert = (email: string) =>
        sql`insert into users (email, full_name) values (${email}, 'Named') returning email, (select count(*)::int from users where email like 'named.%') as before`;
      await expect(
        handle.db.transaction(async (tx) => {
          expect(await preparedRows(tx as never, insert('named.rolled@example.test'))).toEqual([
            { email: 'named.rolled@example.test', before: 0 },
          ]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await handle.db.transaction(async (tx) => {
        expect(await preparedRows(tx as never, insert('named.kept@example.test'))).toEqual([
          { email: 'named.kept@example.test', before: 0 },
        ]);
      });
      expect(await preparedRows(handle.db, insert('named.after@example.test'))).toEqual([{ email: 'named.after@example.test', before: 1 }]);
    });

    it("keeps PostgreSQL's error codes, and the thread goes on answering after an error", async () => {
      const insert = (email: string) => sql`insert into users (email, full_name) values (${email}, 'Once') returning id`;
      await preparedRows(handle.db, insert('named.once@example.test'));
      const error = await preparedRows(handle.db, insert('named.once@example.test')).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(pgCode(error)).toBe('23505');
      expect((error as { constraint?: string }).constraint).toMatch(/users_email/);
      // A value the statement's parameter type refuses fails at bind, and the statement stays usable.
      const typed = (value: string) => sql`select ${value}::int as n`;
      expect(pgCode(await preparedRows(handle.db, typed('not a number')).catch((e: unknown) => e))).toBe('22P02');
      expect(await preparedRows(handle.db, typed('12'))).toEqual([{ n: 12 }]);
    });

    it('waits for an open transaction to end, as any other statement does', async () => {
      const email = 'named.serial@example.test';
      const read = await readDuringTransaction(email, () =>
        preparedRows<{ n: number }>(handle.db, sql`select count(*)::int as n from users where email = ${email}`),
      );
      expect(read[0].n).toBe(1);
    });
  });
});
