import { Conflict, text, ValidationFailed } from '../../src/server/lib/errors';
import { writtenBody } from '../../src/server/plugins/errors';

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
