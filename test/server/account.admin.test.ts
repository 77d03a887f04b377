import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { createAdmin, parseAdminArgs } from '../../src/server/scripts/createAdmin';
import { client } from '../helpers/server/accounts';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

describe('create-admin script', () => {
  it('creates a verified admin (a manager) whose sign-in goes on to set up the required second step', async () => {
    const input = parseAdminArgs(['--email', 'Boss@KenResort.sa', '--password', 'Very-secret-1', '--name', 'The Boss']);
    const { created } = await createAdmin(t.db, input);
    expect(created).toBe(true);
    const login = await client(t.app).post('/login/', { email: 'boss@kenresort.sa', password: 'Very-secret-1' });
    expect(login.json()).toEqual({ two_factor: 'enrol', challenge: expect.any(String) });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@kenresort.sa'));
    expect(row.staffRole).toBe('manager');
  });

  it('promotes an existing account', async () => {
    const user = await makeUser(t.db);
    expect(await createAdmin(t.db, { email: user.email, password: 'Very-secret-2' })).toEqual({ id: user.id, created: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.role).toBe('admin');
  });

  it('refuses bad arguments with the usage line', () => {
    expect(() => parseAdminArgs(['--email', 'nope', '--password', 'short'])).toThrow(/--email must be.*\n--password must be[\s\S]*Usage/);
    expect(() => parseAdminArgs(['--unknown', 'x'])).toThrow();
  });
});
