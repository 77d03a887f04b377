import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SESSION_ERRORS } from '../../src/shared/constants';
import { users } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/lib/passwords';
import { client, PASSWORD } from '../helpers/server/accounts';
import { ON_POSTGRES, withInstances } from '../helpers/server/instances';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 27 §1: the auth plugin keeps signed-in users' rows in memory (plugins/sessionUsers.ts). Every change that must end
// a session or change what the user may do is refused on the very next request, here and on another instance.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  passwordHash = await hashPassword(PASSWORD);
}, 120_000);
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/user-info/', headers: bearer(token) });
const staffUsers = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/dashboard/users/', headers: bearer(token) });

async function signedIn(app: FastifyInstance, db: Database, fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, { passwordHash, ...fields });
  const token = app.tokens.signAccess(user);
  // Twice: the second answer comes from the kept copy.
  expect((await profile(app, token)).statusCode).toBe(200);
  expect((await profile(app, token)).statusCode).toBe(200);
  return { user, token };
}

describe('on the same instance', () => {
  it('a deactivation is refused on the next request', async () => {
    const { user, token } = await signedIn(t.app, t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await profile(t.app, token)).json()).toEqual({ detail: SESSION_ERRORS.userNotFound });
  });

  it('a password changed through the API ends the old token at once; the new one works', async () => {
    const { token } = await signedIn(t.app, t.db);
    const change = await client(t.app).patch('/user-info/', { password: 'Another-Horse-7', current_password: PASSWORD }, bearer(token));
    expect(change.statusCode).toBe(200);
    expect((await profile(t.app, token)).json()).toEqual({ error: SESSION_ERRORS.passwordChanged });
    expect((await profile(t.app, change.json().token)).statusCode).toBe(200);
  });

  it('a staff role taken away or a role changed applies on the next request', async () => {
    const { user, token } = await signedIn(t.app, t.db, { role: 'admin', staffRole: 'manager' });
    expect((await staffUsers(t.app, token)).statusCode).toBe(200);
    await t.db.update(users).set({ staffRole: 'gate' }).where(eq(users.id, user.id));
    expect((await staffUsers(t.app, token)).statusCode).toBe(403);
    await t.db.update(users).set({ staffRole: 'manager' }).where(eq(users.id, user.id));
    expect((await staffUsers(t.app, token)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'guest' }).where(eq(users.id, user.id));
    expect((await staffUsers(t.app, token)).statusCode).toBe(403);
  });

  it('a deleted account is refused on the next request', async () => {
    const { user, token } = await signedIn(t.app, t.db);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await profile(t.app, token)).json()).toEqual({ detail: SESSION_ERRORS.userNotFound });
  });

  it('a change made inside a transaction, or by raw SQL, applies at its commit', async () => {
    const { user, token } = await signedIn(t.app, t.db);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE users SET is_active = false WHERE id = ${user.id}::int`);
      // Not committed yet: the session still stands (PGlite runs one transaction at a time: a request would wait for it).
      if (t.handle.kind === 'postgres') expect((await profile(t.app, token)).statusCode).toBe(200);
    });
    expect((await profile(t.app, token)).json()).toEqual({ detail: SESSION_ERRORS.userNotFound });
  });
});

// Two apps with their own pools on one PostgreSQL database, as behind a load balancer.
(ON_POSTGRES ? describe : describe.skip)('on another instance', () => {
  it('deactivation, password change, role change and deletion made through one instance are refused at once by the other', async () => {
    await withInstances(2, { clock }, async ([first, second], [firstHandle]) => {
      const db = firstHandle.db;
      const check = async (
        change: (id: number) => Promise<unknown>,
        fields: Parameters<typeof makeUser>[1],
        refused: (app: FastifyInstance, token: string) => Promise<void>,
      ) => {
        const { user, token } = await signedIn(first, db, fields);
        expect((await profile(second, token)).statusCode).toBe(200);
        expect((await profile(second, token)).statusCode).toBe(200);
        await change(user.id);
        // The instance that made the change hears it before its statement answers: refused at once.
        await refused(first, token);
        // The other hears it on its LISTEN connection a moment after the commit (sub-millisecond on a quiet machine; an
        // in-process inject can run before its socket is read). Its copy would live 60 s: within 2 s is the announcement.
        const deadline = Date.now() + 2_000;
        for (;;) {
          try {
            await refused(second, token);
            break;
          } catch (error) {
            if (Date.now() > deadline) throw error;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        }
      };
      await check(
        (id) => db.update(users).set({ isActive: false }).where(eq(users.id, id)),
        {},
        async (app, token) => expect((await profile(app, token)).json()).toEqual({ detail: SESSION_ERRORS.userNotFound }),
      );
      await check(
        async (id) => {
          const [user] = await db.select().from(users).where(eq(users.id, id));
          const token = first.tokens.signAccess(user);
          const change = await client(first).patch(
            '/user-info/',
            { password: 'Another-Horse-7', current_password: PASSWORD },
            bearer(token),
          );
          expect(change.statusCode).toBe(200);
        },
        {},
        async (app, token) => expect((await profile(app, token)).json()).toEqual({ error: SESSION_ERRORS.passwordChanged }),
      );
      await check(
        (id) => db.update(users).set({ staffRole: 'housekeeping' }).where(eq(users.id, id)),
        { role: 'admin', staffRole: 'manager' },
        async (app, token) => expect((await staffUsers(app, token)).statusCode).toBe(403),
      );
      await check(
        (id) => db.delete(users).where(eq(users.id, id)),
        {},
        async (app, token) => expect((await profile(app, token)).json()).toEqual({ detail: SESSION_ERRORS.userNotFound }),
      );
    });
  }, 120_000);
});
