// What a started server has not loaded: the packages only some answers need wait for their first use
// (src/server/lib/lazyModules.ts), so a restart's first answer and an idle server's memory do without them (issue 27
// §3). Under Jest, require.cache is this file's module registry: what the server and this file have loaded.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { client, freshEmail, registration } from '../helpers/server/accounts';
import { eventually } from '../helpers/server/eventually';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

const AT_FIRST_USE = ['pdfkit', 'sharp', 'xml-crypto', 'nodemailer', 'qrcode', '@xmldom/xmldom'];
const loaded = () => AT_FIRST_USE.filter((name) => Object.keys(require.cache).some((file) => file.includes(`/node_modules/${name}/`)));

let test_: TestApp;
beforeAll(async () => {
  test_ = await createTestApp({ seed: true });
});
afterAll(() => test_?.close());

it('starts and answers without the packages only some answers need, and loads nodemailer with the first mail', async () => {
  const { app, config } = test_;
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/products/huts-home/list/' })).statusCode).toBe(200);
  expect(loaded()).toEqual([]);

  // A sign-up sends its code: the outbox's transport is made then.
  const email = freshEmail('lazy');
  expect((await client(app).post('/register/', registration(email))).statusCode).toBe(201);
  const outbox = path.join(config.dataDir, 'outbox');
  // The mail goes out after the answer.
  await eventually(() => (existsSync(outbox) && readdirSync(outbox).some((name) => name.endsWith('.eml')) ? true : undefined), 10_000);
  expect(loaded()).toEqual(['nodemailer']);
});
