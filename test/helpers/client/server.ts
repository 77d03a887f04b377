// The MSW server for client tests. Importing this module starts it for the importing test file (and
// resets handlers after each test), so files that set up their own server are not intercepted twice.
// Tests add what they need with server.use(...). Unhandled requests fail loudly so a missing mock is
// never mistaken for an empty answer.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MARKETING_CONSENT_TEXT, MARKETING_CONSENT_VERSION } from '../../../src/shared/consent';
import { DEFAULT_RESORT_CONTACT } from '../../../src/shared/resortContact';

/** Absolute URL of an API path as the app calls it (API_URL defaults to the page's origin). */
export const apiUrl = (path: string) => `${window.location.origin}${path}`;

export const defaultHandlers = [
  // Without a refresh cookie the API answers like this; tests that refresh successfully override it.
  http.post(apiUrl('/token/refresh/'), () => HttpResponse.json({ detail: 'invalid token' }, { status: 401 })),
  // The back office's menu shows how many support messages are open; tests about the inbox override it.
  http.get(apiUrl('/api/dashboard/support/counts/'), () => HttpResponse.json({ open: 0 })),
  // …and how many alerts are open (the list's count); tests about alerts override it.
  http.get(apiUrl('/api/dashboard/alerts/'), () =>
    HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] }),
  ),
  // …and how many refunds are pending or failed; tests about refunds override it.
  http.get(apiUrl('/api/dashboard/refunds/counts/'), () => HttpResponse.json({ pending: 0, failed: 0 })),
  // The back office's home shows the scheduled backups' status: off unless a test about backups says otherwise.
  http.get(apiUrl('/api/dashboard/backup/status/'), () =>
    HttpResponse.json({ enabled: false, every_hours: 0, keep: 7, last_success: null, last_run: null, stale: false, stale_after_hours: 0 }),
  ),
  // The back office's top bar has the notification bell (staff): none unless a test about notifications says otherwise.
  http.get(apiUrl('/api/dashboard/notifications/'), () =>
    HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [], unread: 0 }),
  ),
  // Every page's footer gives the resort's contact details (as set in the back office).
  http.get(apiUrl('/api/settings/contact/'), () => HttpResponse.json(DEFAULT_RESORT_CONTACT)),
  // A paid booking lists its tax documents (guest and staff); none unless a test about them says otherwise.
  http.get(apiUrl('/api/products/bookings/:id/documents/'), () => HttpResponse.json([])),
  http.get(apiUrl('/api/dashboard/bookings/:id/documents/'), () => HttpResponse.json([])),
  // Conversations about bookings (the support inbox's link, a booking's back-office page): none unless a test says otherwise.
  http.get(apiUrl('/api/dashboard/conversations/'), () =>
    HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] }),
  ),
  http.get(apiUrl('/api/products/bookings/messages/unread/'), () => HttpResponse.json({ results: [] })),
  http.get(apiUrl('/api/dashboard/bookings/:id/messages/'), ({ params }) =>
    HttpResponse.json({
      booking: {
        id: Number(params.id),
        code: 'KEN-7F3K2Q',
        hut: '',
        hut_ar: '',
        guest: '',
        date_from: '2026-12-10',
        date_to: '2026-12-12',
      },
      can_write: true,
      unread: 0,
      messages: [],
    }),
  ),
  // A signed-in guest's saved huts, events and services (the hearts, the Saved page): none unless a test says otherwise.
  http.get(apiUrl('/api/products/saved/'), () => HttpResponse.json([])),
  // The profile shows the consent to marketing e-mails: none given unless a test about consent says otherwise.
  http.get(apiUrl('/user-info/consents/'), ({ request }) => {
    const lang = request.headers.get('accept-language')?.startsWith('ar') ? 'ar' : 'en';
    return HttpResponse.json({
      marketing_emails: false,
      text: MARKETING_CONSENT_TEXT[lang],
      text_version: MARKETING_CONSENT_VERSION,
      history: [],
    });
  }),
];

export const server = setupServer(...defaultHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
