// preparedSelect (db/sql.ts, issue 27 §2): a query builder's select sent as a named prepared statement, on PostgreSQL
// (node-postgres) and on PGlite in its thread, its rows mapped as drizzle maps them when the query is awaited.
import { like, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { preparedSelect, rows } from '../../src/server/db/sql';
import { createTestDatabase } from '../helpers/server/testDb';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(users).values([
    { email: 'builder.a@example.test', fullName: 'Builder' },
    { email: 'builder.b@example.test', fullName: 'Other' },
  ]);
}, 120_000);
afterAll(() => handle?.close());

type Db = DatabaseHandle['db'];
const select = (db: Db, prefix: string) =>
  db
    .select({
      account: { id: users.id, email: users.email, createdAt: users.createdAt },
      named: sql<boolean>`${users.fullName} = 'Builder'`,
    })
    .from(users)
    .where(like(users.email, `${prefix}%`))
    .orderBy(users.email);
// A statement is kept by the connection that prepared it: a transaction holds one connection for these reads.
const statements = async (db: Db) =>
  (await rows<{ name: string }>(db, sql`select name from pg_prepared_statements where statement like '%"full_name" = ''Builder''%'`)).map(
    (row) => row.name,
  );

it('answers what the builder answers unnamed, nested fields and dates included', async () => {
  const unnamed = await select(handle.db, 'builder.');
  expect(unnamed.map((row) => [row.account.email, row.named, row.account.createdAt instanceof Date])).toEqual([
    ['builder.a@example.test', true, true],
    ['builder.b@example.test', false, true],
  ]);
  // The first call parses; the later ones only bind (and, from the sixth, PostgreSQL may use a generic plan).
  for (let call = 0; call < 7; call += 1) expect(await preparedSelect(select(handle.db, 'builder.'))).toEqual(unnamed);
});

it('prepares the statement once under the name of its text, and binds other values to it', async () => {
  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    expect((await preparedSelect(select(db, 'builder.'))).map((row) => row.account.email)).toHaveLength(2);
    const [name] = await statements(db);
    expect(name).toMatch(/^ken_[0-9a-f]{24}$/);
    expect((await preparedSelect(select(db, 'builder.b'))).map((row) => row.account.email)).toEqual(['builder.b@example.test']);
    expect(await statements(db)).toEqual([name]);
  });
});

it("runs inside a transaction and sees the transaction's own writes", async () => {
  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.insert(users).values({ email: 'builder.tx@example.test', fullName: 'Builder' });
    expect((await preparedSelect(select(db, 'builder.tx'))).map((row) => [row.account.email, row.named])).toEqual([
      ['builder.tx@example.test', true],
    ]);
  });
});
