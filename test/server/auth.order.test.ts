import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { SESSION_ERRORS } from '../../src/shared/constants';
import authPlugin, { NO_CREDENTIALS } from '../../src/server/plugins/auth';
import { byIp } from '../../src/server/plugins/rateLimit';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { multipart } from '../helpers/server/accounts';

let t: TestApp;
const seen = { parsed: 0, limited: 0, handled: 0 };

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // A route added after the app is built, declared like any protected route: the check must come first.
      app.addContentTypeParser('application/x-probe', { parseAs: 'string' }, (_request, body, done) => {
        seen.parsed += 1;
        done(null, { probe: body });
      });
      const limit = app.limits({ name: 'probe', max: 1000, windowSeconds: 60, key: byIp });
      app.post(
        '/api/test/probe/',
        {
          config: { roles: ['supplier'] },
          onRequest: async (request, reply) => {
            seen.limited += 1;
            await limit.call(app, request, reply);
          },
          schema: { security: [{ bearerAuth: [] }], body: Type.Object({ probe: Type.String() }) },
        },
        async () => {
          seen.handled += 1;
          return { ok: true };
        },
      );
    },
  });
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => Object.assign(seen, { parsed: 0, limited: 0, handled: 0 }));

const probe = (authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/probe/',
    payload: 'x',
    headers: { 'content-type': 'application/x-probe', ...(authorization ? { authorization } : {}) },
  });

describe('the access check declared in the route table', () => {
  it('runs before the route’s own onRequest hooks and before the body is parsed', async () => {
    const anonymous = await probe();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: NO_CREDENTIALS });
    const guest = await makeUser(t.db);
    const wrongRole = await probe(`Bearer ${t.tokenFor(guest)}`);
    expect(wrongRole.statusCode).toBe(403);
    expect(seen).toEqual({ parsed: 0, limited: 0, handled: 0 });

    const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
    expect((await probe(`Bearer ${t.tokenFor(supplier)}`)).json()).toEqual({ ok: true });
    expect(seen).toEqual({ parsed: 1, limited: 1, handled: 1 });
  });

  it('answers 401 before a malformed JSON body or an invalid multipart upload is looked at', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/products/booking/',
      payload: '{"hut": ',
      headers: { 'content-type': 'application/json', authorization: 'Bearer nope' },
    });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toEqual({ detail: SESSION_ERRORS.invalidToken });
    const form = multipart({ full_name: '' }, [
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', content: Buffer.from('not an image') },
    ]);
    const upload = await t.app.inject({ method: 'PATCH', url: '/user-info/', payload: form.payload, headers: form.headers });
    expect(upload.statusCode).toBe(401);
    expect(upload.json()).toEqual({ detail: NO_CREDENTIALS });
  });

  it('protects the HEAD route Fastify adds for every GET, with the check installed once', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/user-info/' })).statusCode).toBe(401);
    const user = await makeUser(t.db);
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/user-info/', headers: { authorization: `Bearer ${t.tokenFor(user)}` } })).statusCode,
    ).toBe(200);
  });

  it('refuses a route that declares roles without declaring bearer security', async () => {
    const app = Fastify({ logger: false });
    // Never queried: registration fails first. The auth plugin only starts listening for users' changes.
    await app.register(fp(async (db) => void db.decorate('dbHandle', { listen: async () => undefined } as never), { name: 'db' }));
    await app.register(authPlugin, { jwtSecret: 'x'.repeat(40), clock: { now: () => new Date() }, accessTtlSeconds: 60 });
    expect(() => app.get('/oops/', { config: { roles: ['admin'] } }, async () => 'x')).toThrow(/config.roles needs schema.security/);
    await app.close();
  });
});
