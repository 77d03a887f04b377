// The stamp's credentials (issue 22): generated once in DATA_DIR/private/zatca (0600) and shared by every instance
// on that folder, even when they start at the same moment; or taken from ZATCA_PRIVATE_KEY / ZATCA_CERTIFICATE.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';
import { checkStamp, generateSelfSignedCredentials, INITIAL_PREVIOUS_HASH, stampDocument } from '../../src/server/lib/zatca';
import { loadStampCredentials, stampFile } from '../../src/server/modules/invoicing/credentials';
import { createTestApp } from '../helpers/server/testApp';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'ken-stamp-'));
const seller = {
  legalNameAr: 'شركة منتجع كِن للسياحة',
  legalNameEn: 'Ken Resort Tourism Company',
  vatNumber: '310175397400003',
  crNumber: '4700012345',
  address: { buildingNumber: '2417', street: 'طريق الكورنيش', district: 'حي الشاطئ', city: 'أملج', postalCode: '48311' },
};
const stampWith = (credentials: Parameters<typeof stampDocument>[1]) =>
  stampDocument(
    {
      kind: 'invoice',
      number: 'KEN-000001',
      uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
      counter: 1,
      previousHash: INITIAL_PREVIOUS_HASH,
      issuedAt: new Date('2026-03-01T09:00:00Z'),
      seller,
      lines: [{ name: 'Night', quantity: 1, unitPriceWithVat: 45_000 }],
    },
    credentials,
  );

test('the app generates a pair on its first start, readable by the owner only, and the next start reads the same one', async () => {
  const first = await createTestApp();
  const dataDir = first.config.dataDir;
  expect(first.app.stampCredentials.source).toBe('generated');
  const certificate = first.app.stampCredentials.certificate;
  await first.app.close();
  const file = stampFile(dataDir);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----BEGIN CERTIFICATE-----/);
  const again = loadStampCredentials({ dataDir });
  expect([again.source, again.certificate]).toEqual(['file', certificate]);
  const stamp = checkStamp(stampWith(again).xml);
  expect(stamp.signatureVerifies).toBe(true);
  await first.close();
}, 60_000);

test('instances starting together on one DATA_DIR end up with one pair', async () => {
  const dataDir = freshDir();
  const script = `const { loadStampCredentials } = require(${JSON.stringify(path.resolve('src/server/modules/invoicing/credentials.ts'))});
    const c = loadStampCredentials({ dataDir: ${JSON.stringify(dataDir)} }); process.stdout.write(c.source + ' ' + c.certificate);`;
  const run = () =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(path.resolve('node_modules/.bin/tsx'), ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
    });
  const answers = (await Promise.all([run(), run(), run(), run()])).map((line) => line.split(' '));
  expect(new Set(answers.map(([, certificate]) => certificate)).size).toBe(1);
  expect(answers.filter(([source]) => source === 'generated').length).toBeLessThanOrEqual(1);
  expect(loadStampCredentials({ dataDir }).certificate).toBe(answers[0][1]);
}, 120_000);

test('ZATCA_PRIVATE_KEY and ZATCA_CERTIFICATE win over the folder, written on one line with \\n; a key not the certificate’s stops the start', async () => {
  const onboarding = generateSelfSignedCredentials({ commonName: 'EGS1-886431145', organization: 'Ken Resort' });
  const oneLine = (onboarding.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).replace(/\n/g, '\\n');
  const dataDir = freshDir();
  const loaded = loadStampCredentials({ dataDir, privateKey: oneLine, certificate: onboarding.certificate });
  expect([loaded.source, loaded.certificate]).toEqual(['environment', onboarding.certificate]);
  expect(checkStamp(stampWith(loaded).xml).signatureVerifies).toBe(true);
  expect(() => statSync(stampFile(dataDir))).toThrow();

  const other = generateSelfSignedCredentials({ commonName: 'someone else', organization: 'X' });
  expect(() => loadStampCredentials({ dataDir, privateKey: oneLine, certificate: other.certificate })).toThrow('does not belong');
  const app = createTestApp({ config: { zatcaPrivateKey: oneLine, zatcaCertificate: other.certificate } });
  await expect(app).rejects.toThrow('ZATCA_PRIVATE_KEY does not belong to ZATCA_CERTIFICATE');
});

test('one of ZATCA_PRIVATE_KEY and ZATCA_CERTIFICATE without the other is a configuration error', () => {
  expect(() => loadConfig({ NODE_ENV: 'test', ZATCA_CERTIFICATE: 'MIIB' })).toThrow(ConfigError);
  expect(() => loadConfig({ NODE_ENV: 'test', ZATCA_PRIVATE_KEY: 'x' })).toThrow('set both or neither');
});
