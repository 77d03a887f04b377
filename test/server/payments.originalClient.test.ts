// The original web client (hisham-mernan/ken-web, issue 25 §3) pays through our sandbox widget as it would through
// HyperPay's COPYandPAY: built with VITE_REACT_APP_PAYMENT = our …/sandbox/v1/paymentWidgets.js and
// VITE_REACT_APP_BASE_URL = our server, on its own origin (listed in CORS_ORIGINS). Its calls, reproduced from its
// payment pages (Procced_Payment.jsx, Payment_Results.jsx): create-checkout {booking_id}; the widget script added
// with async and crossOrigin "anonymous" after its `<form class="paymentWidgets " data-brands="MADA VISA MASTER"
// action="<its origin>/payment/result">` and `var wpwlOptions = { paymentTarget: "_top" }`; back on its result page,
// verify-payment with the resourcePath less its "/payment", then payment-details/{booking_id}/.
import { execFileSync } from 'node:child_process';
import { JSDOM, ResourceLoader, VirtualConsole } from 'jsdom';
import { makeHut, stay } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const CLIENT = 'http://127.0.0.1:5173';
/** Where the client's build says our server is (VITE_REACT_APP_BASE_URL): requests to it go to the test app. */
const API = 'http://ken.test';
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let token: string;
let hut: number;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { corsOrigins: [CLIENT] } });
  token = t.tokenFor(await makeUser(t.db));
  hut = (await makeHut(t.db)).id;
});
afterAll(() => t.close());

/** axiosInstance: JSON, the token from localStorage, from the client's origin. */
const axios = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, origin: CLIENT } });

/** Fetches the page's scripts from the test app, as the browser fetches them from our server. */
class FromTestApp extends ResourceLoader {
  fetch(url: string) {
    const target = new URL(url);
    if (target.origin !== API) return null;
    return Object.assign(
      t.app.inject({ method: 'GET', url: target.pathname + target.search, headers: { origin: CLIENT } }).then((answer) => {
        // A crossOrigin="anonymous" script runs only if its answer allows the page's origin.
        if (answer.headers['access-control-allow-origin'] !== CLIENT) throw new Error(`no CORS for ${CLIENT} on ${url}`);
        return Buffer.from(answer.body);
      }),
      { abort() {} },
    ) as never;
  }
}

/** The original's payment page (/payment/{checkoutId}) with the widget drawn into it; script errors are collected. */
async function paymentPage(checkoutId: string, scriptText?: string) {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(String((error as Error & { detail?: unknown }).detail ?? error.message)));
  const dom = new JSDOM(
    `<!doctype html><html lang="en"><body><section><div class="secondary_border w-fit form_p mx-auto">
    <form action="${CLIENT}/payment/result" class="paymentWidgets " data-brands="MADA VISA MASTER"></form></div></section></body></html>`,
    { url: `${CLIENT}/payment/${checkoutId}`, runScripts: 'dangerously', resources: new FromTestApp(), virtualConsole },
  );
  const { document } = dom.window;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    if (scriptText === undefined) {
      script.src = `${API}/sandbox/v1/paymentWidgets.js?checkoutId=${checkoutId}`;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`the widget script did not load: ${errors.join(' ')}`));
    } else script.textContent = scriptText;
    document.body.appendChild(script);
    const options = document.createElement('script');
    options.type = 'text/javascript';
    options.text = 'var wpwlOptions = { paymentTarget: "_top" };';
    document.body.appendChild(options);
    if (scriptText !== undefined) resolve();
  });
  await loaded;
  return { dom, document, errors };
}

/** What the widget's form sends when its Pay button is pressed (the browser would post it to its action). */
function submitWidget(document: Document, card: string) {
  const window = document.defaultView as unknown as typeof globalThis & Window;
  const set = (name: string, value: string) => {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    input.value = value;
    input.dispatchEvent(new window.Event('input', { bubbles: true }));
  };
  set('card.number', card);
  set('card.expiry', '1230');
  set('card.cvv', '123');
  set('card.holder', 'Huda Original');
  const form = document.querySelector<HTMLFormElement>('form.wpwl-form')!;
  let sent: { action: string; fields: Record<string, string> } | null = null;
  window.HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    sent = { action: this.action, fields: Object.fromEntries(new window.FormData(this) as unknown as Iterable<[string, string]>) };
  };
  form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
  const message = document.querySelector('.wpwl-container [role="alert"], .wpwl-container .wpwl-hint-error')?.textContent ?? null;
  return { sent: sent as { action: string; fields: Record<string, string> } | null, message };
}

test('the original web client pays a stay through the sandbox widget, from its own origin, up to its success page', async () => {
  const body = stay(hut, '2026-04-12', '2026-04-14');
  const id = (await axios('POST', '/api/products/booking/', body)).json().id as number;
  expect((await axios('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
  // Confirm_Booking / Payment_Results' retry: create-checkout {booking_id}, 201, then /payment/{checkout_id}.
  const checkout = await axios('POST', '/api/payments/create-checkout/', { booking_id: id });
  expect([checkout.statusCode, checkout.headers['access-control-allow-origin']]).toEqual([201, CLIENT]);
  const checkoutId = checkout.json().checkout_id as string;

  // Procced_Payment: the widget draws the card form after the merchant's form, for the brands the checkout takes.
  const { document, errors } = await paymentPage(checkoutId);
  expect(errors).toEqual([]);
  expect(document.querySelector('form.paymentWidgets')!.nextElementSibling!.className).toContain('wpwl-container');
  expect(document.querySelector('input[name="card.number"]')).not.toBeNull();

  // A mada card cannot go through this checkout: HyperPay takes mada only through its own entity (its own checkout),
  // which the original client never asks for. Refused in the widget, before anything is sent.
  const mada = submitWidget(document, '5888 4500 0000 0003');
  expect(mada.sent).toBeNull();
  expect(mada.message).toBe('mada cards are not taken on this payment page: pay with a Visa or Mastercard card.');

  // A Visa card: the form posts to our sandbox (not to the client's origin), which sends the shopper back to the
  // form's action with id and resourcePath, as HyperPay does.
  const { sent } = submitWidget(document, '4111 1111 1111 1111');
  expect(sent!.action).toBe(`${API}/sandbox/v1/checkouts/${checkoutId}/payment`);
  expect(sent!.fields).toMatchObject({ shopperResultUrl: `${CLIENT}/payment/result`, paymentBrand: 'VISA', 'card.expiryMonth': '12' });
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(sent!.action).pathname,
    payload: new URLSearchParams(sent!.fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'ken.test', origin: 'null' },
  });
  expect(paid.statusCode).toBe(303);
  const back = new URL(paid.headers.location as string);
  expect(`${back.origin}${back.pathname}`).toBe(`${CLIENT}/payment/result`);
  expect(back.searchParams.get('id')).toBe(checkoutId);

  // Payment_Results: the resourcePath less "/payment", then the booking's payment details.
  const resourcePath = back.searchParams.get('resourcePath')!.replace('/payment', '');
  expect(resourcePath).toBe(`/v1/checkouts/${checkoutId}`);
  const verified = await axios('GET', `/api/payments/verify-payment/?resourcePath=${resourcePath}`);
  expect([verified.statusCode, verified.headers['access-control-allow-origin']]).toEqual([200, CLIENT]);
  expect(verified.json()).toMatchObject({ status: 'success', transaction: { booking_id: id, brand: 'VISA', last4: '1111' } });
  const details = await axios('GET', `/api/products/booking/payment-details/${id}/`);
  expect(details.json()).toMatchObject({
    id,
    status: 'paid',
    paid: '1000.00',
    not_paid: '0.00',
    dates: { date_from: '2026-04-12', date_to: '2026-04-14' },
    persons_max_num: 2,
    events_tickets_count: 0,
  });
  expect(details.json().qr_code_image).toMatch(/^data:image\/png;base64,/);
});

test('the widget runs as `npm run dev:server` (tsx) compiles it too: esbuild keeps names with a __name helper', () => {
  // The server run by tsx, as `npm run dev:server` runs it: the script it serves for one checkout.
  const code = `import { sandboxWidgetScript } from './src/server/lib/payments/sandboxWidget';
process.stdout.write(sandboxWidgetScript({ id: 'sbx_${'a'.repeat(24)}', channel: 'card', amount: '1000.00', currency: 'SAR', done: false }));`;
  const script = execFileSync('npx', ['tsx', '--eval', code], { cwd: process.cwd(), encoding: 'utf8' });
  expect(script).toContain('__name(');
  return paymentPage(`sbx_${'a'.repeat(24)}`, script).then(({ document, errors }) => {
    expect(errors).toEqual([]);
    expect(document.querySelector('input[name="card.number"]')).not.toBeNull();
  });
}, 60_000);
