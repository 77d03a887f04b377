import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

const PARTNER = 'https://partner.example.com';
const MOBILE = 'http://localhost:8100';
const STRANGER = 'https://evil.example.net';

// A built web app with one catalogue picture, so /media/ is served as in production.
const webDir = mkdtempSync(path.join(tmpdir(), 'ken-web-'));
mkdirSync(path.join(webDir, 'media', 'huts'), { recursive: true });
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Ken</title>');
writeFileSync(path.join(webDir, 'media', 'huts', 'hut-1-a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('CORS_ORIGINS', () => {
  const load = (value: string) => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: value, DATA_DIR: webDir, JWT_SECRET: 'x'.repeat(40) });

  it('is empty by default and reads a comma-separated list of origins', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: webDir, JWT_SECRET: 'x'.repeat(40) }).corsOrigins).toEqual([]);
    expect(load(` ${PARTNER}/ , ${MOBILE},${PARTNER}`).corsOrigins).toEqual([PARTNER, MOBILE]);
  });

  it.each(['*', 'partner.example.com', 'https://partner.example.com/app', 'ftp://files.example.com', 'null'])(
    'refuses "%s" at start with a clear message',
    (value) => {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(/CORS_ORIGINS must list origins such as https:\/\/app\.example\.com/);
    },
  );
});

describe('with no allowlist (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDir } });
  }, 120_000);
  afterAll(() => t?.close());

  it('adds no CORS header, answers no preflight, and keeps media same-origin', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/config/', headers: { origin: PARTNER } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products/booking/',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const media = await t.app.inject({ method: 'GET', url: '/media/huts/hut-1-a.svg' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('with CORS_ORIGINS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDir, corsOrigins: [PARTNER, MOBILE] } });
  }, 120_000);
  afterAll(() => t?.close());

  it('lets a listed origin read answers, with credentials, and says the answer varies by origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/huts-home/list/', headers: { origin: MOBILE } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(MOBILE);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Disposition');
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('also on errors, so a listed client can read why (401 of a protected route)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/bookings/upcoming/', headers: { origin: PARTNER } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('gives another origin nothing: no allow-origin, no credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/', headers: { origin: STRANGER } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('answers a listed origin’s preflight before any sign-in check', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products/booking/update/1/',
      headers: { origin: PARTNER, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-methods']).split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'accept-language', 'idempotency-key']),
    );
    expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it('refuses another origin’s preflight with a translated message', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products/booking/',
      headers: { origin: STRANGER, 'access-control-request-method': 'POST', 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.json()).toEqual({ detail: 'هذا الموقع غير مسموح له باستخدام واجهة منتجع كِن البرمجية.' });
  });

  it('lets other sites embed media and public uploads, but not the web app itself', async () => {
    const media = await t.app.inject({ method: 'GET', url: '/media/huts/hut-1-a.svg', headers: { origin: STRANGER } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    mkdirSync(path.join(t.config.dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'avatars', 'a.webp'), 'RIFF');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/a.webp' })).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
