import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DeskBookingDone } from '../../../src/client/features/dashboard/deskBooking/DeskBookingDone';
import type { RatePlan } from '../../../src/shared/schemas/catalogue';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { makeBooking } from '../booking/fixtures';

// The desk's "Booking made" screen names the rate the stay was sold on, with the policy it keeps, on one line.
const SAVER: RatePlan = {
  id: 31,
  name: 'Non-refundable',
  name_ar: 'غير قابل للاسترداد',
  percent_off: 12,
  addon_per_night: '0.00',
  refundable: false,
  free_cancel_hours: null,
  policy: 'Paid now; nothing is refunded if you cancel.',
  policy_ar: 'يُدفع الآن، ولا يُرد شيء عند الإلغاء.',
};
const config = http.get('*/api/config/', () =>
  HttpResponse.json({
    google_client_id: null,
    payment_provider: 'sandbox',
    currency: 'SAR',
    vat_rate: 0.15,
    time_zone: 'Asia/Riyadh',
    cancel_full_refund_hours: 48,
  }),
);
const answerFor = (plan: RatePlan | null) => {
  const booking = makeBooking({ status: 'paid' });
  return {
    booking: { ...booking, rate_plan: plan ? { ...(booking.rate_plan ?? {}), plan } : null } as typeof booking,
    payment_method: 'cash' as const,
    payment_url: null,
    hold_expires_at: null,
    link_emailed: false,
  };
};

test.each([
  ['en', 'Rate: Non-refundable · Paid now; nothing is refunded if you cancel.'],
  ['ar', 'السعر: غير قابل للاسترداد'],
] as const)('names the plan sold and its policy (%s)', async (language, expected) => {
  server.use(config);
  await renderWithProviders(<DeskBookingDone answer={answerFor(SAVER)} onAnother={() => undefined} />, {
    language,
    preloadedState: { auth: sessionFor('admin') },
  });
  const line = document.querySelector('[data-rate-plan="31"]') as HTMLElement;
  expect(line).not.toBeNull();
  expect(line).toHaveTextContent(expected);
  if (language === 'ar') expect(line).toHaveTextContent(SAVER.policy_ar);
  expect(line).not.toHaveTextContent(language === 'ar' ? SAVER.policy : SAVER.policy_ar);
});

test('a stay on the standard plan says so, with the resort’s free cancellation', async () => {
  server.use(config);
  await renderWithProviders(<DeskBookingDone answer={answerFor(null)} onAnother={() => undefined} />, {
    preloadedState: { auth: sessionFor('admin') },
  });
  expect(await screen.findByText(/Rate: Flexible · Free cancellation until 48 hours before check-in\./)).toHaveAttribute(
    'data-rate-plan',
    'standard',
  );
});
