import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import healthRoutes from '../../src/server/modules/health/routes';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

const webDir = mkdtempSync(path.join(tmpdir(), 'ken-web-'));
let t: TestApp;

beforeAll(async () => {
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Ken Resort</title><div id="root"></div>');
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'main.1a2b3c.js'), 'console.log(1)');
  mkdirSync(path.join(webDir, 'locales'));
  writeFileSync(path.join(webDir, 'locales', 'en.json'), '{"common":{}}');
  t = await createTestApp({
    config: { webDir },
    beforeReady: (app) => {
      app.get('/api/test/explode', async () => {
        throw new Error('connection string postgres://secret@db leaked?');
      });
      app.post(
        '/api/test/echo',
        { schema: { body: Type.Object({ email: Type.String({ format: 'email' }), nights: Type.Integer({ minimum: 1 }) }) } },
        async (request) => request.body,
      );
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('errors', () => {
  it('hides internals of a 500 behind the request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode', headers: { 'x-request-id': 'trace-1234-abcd' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error', request_id: 'trace-1234-abcd' });
    expect(response.body).not.toContain('secret');
  });

  it('collects every field error at once', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', nights: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Enter a valid email address.'], nights: ['Enter a number of 1 or more.'] });
  });

  it('answers malformed JSON and a body of the wrong type as non_field_errors', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ non_field_errors: ['The request body is not valid JSON.'] });
    const notAnObject = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: [1, 2] });
    expect(notAnObject.statusCode).toBe(400);
    expect(Object.keys(notAnObject.json())).toEqual(['non_field_errors']);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ non_field_errors: ['Unsupported content type.'] });
  });

  it('answers unknown API paths with the contract’s 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('plugins', () => {
  // Named up front (app.ts, namePluginsByFunction), Fastify never searches the loaded modules for a plugin's name.
  it('carry their function’s name as Fastify’s display name, nested ones too, under the same names as before', () => {
    expect((healthRoutes as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')]).toBe('healthRoutes');
    const tree = t.app.printPlugins();
    expect(tree).toContain('healthRoutes');
    expect(tree).toContain('userRoutes'); // registered inside the users module's plugin
    expect(tree).not.toMatch(/\/src\/server\//); // a name is never a module's file
  });
});

describe('headers', () => {
  it('sends a CSP limited to the app’s own origin and the other helmet headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/faq/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('echoes a valid incoming x-request-id and makes one up otherwise', async () => {
    const echoed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123-def-456' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123-def-456');
    const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the web app', () => {
  it('answers client routes with index.html, uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/huts', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves / as index.html, hashed assets for a year and locales for an hour', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main.1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const locale = await t.app.inject({ method: 'GET', url: '/locales/en.json' });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not answer a missing asset with index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('publishes the OpenAPI description with the content paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/content/faq/', '/api/products/testmonial/', '/user-info/']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(String(ui.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
  });
});
