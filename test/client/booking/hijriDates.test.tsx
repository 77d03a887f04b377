import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Booking } from '../../../src/shared/schemas/booking';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { inMinutes, makeBooking } from './fixtures';

// The fixture's stay: 10 → 12 December 2026, that is 1 → 3 Rajab 1448 in the Umm al-Qura calendar.
const signedIn = { auth: sessionFor('guest') };
const page = (results: Booking[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });
const config = http.get('*/api/config/', () =>
  HttpResponse.json({ google_client_id: null, payment_provider: 'sandbox', currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
);
const paid = () => makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00', qr_code: 'data:image/png;base64,AAAA' });

afterEach(() => window.localStorage.clear());

describe('Hijri dates on the guest’s booking pages', () => {
  test('my bookings in Arabic: each end of the stay has its Umm al-Qura date beside it; English has none', async () => {
    server.use(
      config,
      http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page([paid()]))),
    );
    await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn, language: 'ar' });
    const card = await screen.findByRole('article');
    const [from, to] = card.querySelectorAll('p.dates time');
    expect(from).toHaveTextContent(/^١٠ ديسمبر ٢٠٢٦ \(١ رجب ١٤٤٨ هـ\)$/);
    expect(to).toHaveTextContent(/^١٢ ديسمبر ٢٠٢٦ \(٣ رجب ١٤٤٨ هـ\)$/);
    cleanup();

    await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    const english = await screen.findByRole('article');
    expect(english.querySelector('p.dates time')).toHaveTextContent(/^10 Dec 2026$/);
    expect(english).not.toHaveTextContent(/هـ|AH/);
  });

  test('a booking’s page in Arabic: check-in and check-out with the Hijri date; English unchanged', async () => {
    server.use(
      config,
      http.get('*/api/products/bookings/7/', () => HttpResponse.json(paid())),
    );
    await renderWithProviders(undefined, { route: '/7/payment/success', preloadedState: signedIn, language: 'ar' });
    const [checkIn, checkOut] = await screen.findAllByRole('definition');
    expect(checkIn).toHaveTextContent(/^الخميس، ١٠ ديسمبر ٢٠٢٦ \(١ رجب ١٤٤٨ هـ\)$/);
    expect(checkOut).toHaveTextContent(/^السبت، ١٢ ديسمبر ٢٠٢٦ \(٣ رجب ١٤٤٨ هـ\)$/);
    cleanup();

    await renderWithProviders(undefined, { route: '/7/payment/success', preloadedState: signedIn });
    const [englishCheckIn] = await screen.findAllByRole('definition');
    expect(englishCheckIn).toHaveTextContent(/^Thursday, 10 December 2026$/);
  });

  test('the payment page’s booking summary in Arabic: the stay with its Hijri dates', async () => {
    const held = makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) });
    server.use(
      config,
      http.get('*/api/products/bookings/7/', () => HttpResponse.json(held)),
    );
    await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn, language: 'ar' });
    const summary = await screen.findByRole('complementary');
    const [from, to] = summary.querySelectorAll('time');
    expect(from).toHaveTextContent(/^الخميس، ١٠ ديسمبر \(١ رجب ١٤٤٨ هـ\)$/);
    expect(to).toHaveTextContent(/^السبت، ١٢ ديسمبر \(٣ رجب ١٤٤٨ هـ\)$/);
  });

  test('a guest who chose Gregorian only (in this browser) reads no Hijri date in Arabic', async () => {
    window.localStorage.setItem('ken_date_calendars', 'gregorian');
    server.use(
      config,
      http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page([paid()]))),
    );
    await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn, language: 'ar' });
    const card = await screen.findByRole('article');
    expect(card.querySelector('p.dates time')).toHaveTextContent(/^١٠ ديسمبر ٢٠٢٦$/);
    expect(card).not.toHaveTextContent('هـ');
  });
});
