import { Value } from '@sinclair/typebox/value';
import { PublicConfig } from '../../src/shared/schemas/config';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

describe('GET /api/config/', () => {
  let plain: TestApp;
  let withGoogle: TestApp;

  beforeAll(async () => {
    plain = await createTestApp();
    withGoogle = await createTestApp({ config: { googleClientId: 'client-123.apps.googleusercontent.com', vatRate: 0.05 } });
  }, 120_000);

  afterAll(async () => {
    await plain?.close();
    await withGoogle?.close();
  });

  it('says Google sign-in is off and the sandbox takes payments on a fresh install', async () => {
    const response = await plain.app.inject('/api/config/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(PublicConfig, body)).toBe(true);
    expect(body).toMatchObject({
      google_client_id: null,
      payment_provider: 'sandbox',
      currency: 'SAR',
      vat_rate: 0.15,
      time_zone: 'Asia/Riyadh',
      cancel_full_refund_hours: 48,
    });
  });

  it('hands out the configured Google client ID and VAT rate', async () => {
    const body = (await withGoogle.app.inject('/api/config/')).json();
    expect(body.google_client_id).toBe('client-123.apps.googleusercontent.com');
    expect(body.vat_rate).toBe(0.05);
  });
});
