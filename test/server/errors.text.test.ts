import { Conflict, text, ValidationFailed } from '../../src/server/lib/errors';
import { writtenBody } from '../../src/server/plugins/errors';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// Services throw what to say (a key and its parameters); the error handler writes it in the request's language.

test('a coded 409 is written in the language asked for, naming the offer by its title in that language, code and extra fields kept in place', () => {
  const error = new Conflict(text('booking.seatsGone', { left: 2, title: { en: 'Night dive', ar: 'غوص ليلي' }, date: '2026-05-01' }), {
    code: 'sold_out',
  });
  expect(error.message).toBe('booking.seatsGone');
  expect(JSON.stringify(writtenBody('en', error.body))).toBe(
    '{"detail":"Only 2 left for \\"Night dive\\" on 2026-05-01.","code":"sold_out"}',
  );
  expect(JSON.stringify(writtenBody('ar', error.body))).toBe(
    '{"detail":"المتبقي 2 فقط لـ \\"غوص ليلي\\" بتاريخ 2026-05-01.","code":"sold_out"}',
  );
});

test("a field's messages are written one by one; words already written pass through as they are", () => {
  const error = new ValidationFailed({ amount: [text('bookingStaff.amountRequired')], note: ['As written.'] });
  expect(writtenBody('en', error.body)).toEqual({ amount: ['Enter the amount to refund, more than zero.'], note: ['As written.'] });
  expect(writtenBody('ar', error.body)).toEqual({ amount: ['أدخل المبلغ المراد استرداده، أكبر من صفر.'], note: ['As written.'] });
});

test('the staff messages write amounts in Arabic-Indic digits in Arabic; the booking answers keep the digits they always had', () => {
  expect(writtenBody('ar', { detail: text('bookingStaff.refundExceeds', { left: '12.50' }) }).detail).toBe(
    'أقصى ما يمكن استرداده من هذا الحجز الآن ١٢٫٥٠ ر.س.',
  );
  expect(writtenBody('ar', { detail: text('booking.tooLong', { limit: 30 }) }).detail).toBe('لا يمكن أن تزيد الإقامة على 30 ليلة.');
});

test('a message inside a message (a refusal and its reason) is written in the same language', () => {
  const refused = { detail: text('checkin.refused', { reason: text('checkin.reason.cancelled') }), code: 'cancelled' };
  expect(writtenBody('en', refused)).toEqual({
    detail: 'This e-ticket does not admit a guest today: the booking was cancelled.',
    code: 'cancelled',
  });
  expect(writtenBody('ar', refused)).toEqual({ detail: 'هذه التذكرة لا تسمح بدخول الضيف اليوم: تم إلغاء الحجز.', code: 'cancelled' });
});

describe("a module's refusal through the app: the service throws a text, the error handler writes it in the request's language", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(() => app?.close());

  test('a stale write (settings) answers 409 "stale" in Arabic for Accept-Language: ar and in English otherwise', async () => {
    const admin = await makeUser(app.db, { role: 'admin' });
    const asAdmin = staffCaller(app, admin);
    const read = (await asAdmin('GET', '/api/dashboard/settings/contact/')).json();
    expect((await asAdmin('PUT', '/api/dashboard/settings/contact/', read)).statusCode).toBe(200); // another save moves it on
    const stale = read;
    const inArabic = await asAdmin('PUT', '/api/dashboard/settings/contact/', stale, 'ar');
    expect([inArabic.statusCode, inArabic.json()]).toEqual([
      409,
      { detail: 'عدّل شخص آخر هذا السجل. أعد التحميل لترى أحدث نسخة.', code: 'stale' },
    ]);
    const inEnglish = await asAdmin('PUT', '/api/dashboard/settings/contact/', stale);
    expect([inEnglish.statusCode, inEnglish.json()]).toEqual([
      409,
      { detail: 'This record was changed by someone else. Reload to see the latest version.', code: 'stale' },
    ]);
    const unstated = await app.app.inject({
      method: 'PUT',
      url: '/api/dashboard/settings/contact/',
      payload: stale,
      headers: { authorization: `Bearer ${app.tokenFor(admin)}` },
    });
    expect(unstated.json().detail).toBe(inEnglish.json().detail);
  });

  test('a forbidden action (a rejected supplier in the portal) answers 403 with the reason staff gave, in either language', async () => {
    const supplier = await makeUser(app.db, { role: 'supplier', supplierStatus: 'rejected', supplierRejectionReason: 'Licence expired' });
    const asSupplier = staffCaller(app, supplier);
    const inArabic = await asSupplier('GET', '/api/dashboard/supplier/overview/', undefined, 'ar');
    expect([inArabic.statusCode, inArabic.json()]).toEqual([403, { detail: 'لم تتم الموافقة على طلبك كمورّد: Licence expired' }]);
    const inEnglish = await asSupplier('GET', '/api/dashboard/supplier/overview/');
    expect([inEnglish.statusCode, inEnglish.json()]).toEqual([
      403,
      { detail: 'Your supplier application was not approved: Licence expired' },
    ]);
  });
});
