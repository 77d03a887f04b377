import { Type } from '@sinclair/typebox';
import { Money } from '../../src/shared/schemas/common';
import { HutInput } from '../../src/shared/schemas/dashboard/huts';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

// Issue 20, item 17: a negative price said only "Invalid value."; every field error says what is expected.
let t: TestApp;
const Body = Type.Object({
  price: Money,
  adults: Type.Integer({ minimum: 1, maximum: 100 }),
  title: Type.String({ minLength: 1, maxLength: 5 }),
  code: Type.String({ minLength: 3 }),
  check_in: HutInput.properties.check_in,
});

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.post('/api/test/expected', { schema: { body: Body } }, async (request) => request.body);
    },
  });
}, 120_000);
afterAll(async () => t?.close());

const refuse = async (lang: 'en' | 'ar', payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/test/expected', headers: { 'accept-language': lang }, payload });
  expect(response.statusCode).toBe(400);
  return response.json() as Record<string, string[]>;
};
const good = { price: '450.00', adults: 2, title: 'Hut', code: 'ABC', check_in: '15:00' };

describe('field errors say what is expected', () => {
  it('in English', async () => {
    expect(await refuse('en', { ...good, price: '-5', adults: -3, title: 'Too long a title', code: 'AB', check_in: '25:00' })).toEqual({
      price: ['Enter a price of 0 or more, in SAR, such as 450.00.'],
      adults: ['Enter a number of 1 or more.'],
      title: ['Use at most 5 characters; this text is longer.'],
      code: ['Use at least 3 characters.'],
      check_in: ['Enter a time from 00:00 to 23:59, as hours:minutes.'],
    });
    expect(await refuse('en', { ...good, adults: 2.5, title: '' })).toEqual({
      adults: ['Enter a whole number, such as 3.'],
      title: ['This field is required.'],
    });
  });

  it('in Arabic, with Arabic digits', async () => {
    expect(await refuse('ar', { ...good, price: '-5', adults: 101 })).toEqual({
      price: ['أدخل سعرًا يساوي ٠ أو أكثر بالريال السعودي، مثل ٤٥٠٫٠٠.'],
      adults: ['أدخل عددًا يساوي ١٠٠ أو أقل.'],
    });
  });
});
