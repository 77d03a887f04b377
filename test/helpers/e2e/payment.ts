// Paying through the payment widget (issue 25 §1) as a guest does: the same steps on the sandbox's widget as on
// HyperPay's COPYandPAY one. The sandbox widget's fields carry the app's own labels (payment.card.*).
import type { Page } from 'playwright-core';
import type { Locale } from './locale';

/** The sandbox's mada test card (BIN 588845, on the published mada list). */
export const MADA_CARD = '5888450000000003';
export const VISA_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';

/** Chooses a payment method on the payment screen and waits for its widget. */
export async function chooseMethod(page: Page, t: Locale, method: 'mada' | 'card' | 'applepay' | 'stcpay') {
  const radio = page.getByRole('radio', { name: new RegExp(`^${t.payment.method[method]}`) });
  if (!(await radio.isChecked())) await radio.check();
  const brands = { mada: 'MADA', card: 'VISA MASTER', applepay: 'APPLEPAY', stcpay: 'STC_PAY' }[method];
  const form = page.locator(`form.paymentWidgets[data-brands="${brands}"]`);
  await form.waitFor({ state: 'attached', timeout: 60_000 });
  // The widget draws its fields right after the page's form.
  await page.locator(`form.paymentWidgets[data-brands="${brands}"] + .wpwl-container`).waitFor({ timeout: 60_000 });
}

/** Fills the widget's card form and pays with its own Pay button; the gateway then sends the page to the result page. */
export async function payWithCard(page: Page, t: Locale, number: string, holder = 'Sara Ali') {
  await chooseMethod(page, t, number === MADA_CARD ? 'mada' : 'card');
  const field = (label: string) => page.locator('.wpwl-form').getByLabel(label, { exact: true });
  await field(t.payment.card.number).fill(number);
  await field(t.payment.card.expiry).fill('1230');
  await field(t.payment.card.cvc).fill('123');
  await field(t.payment.card.holder).fill(holder);
  await page.locator('.wpwl-form-card .wpwl-button-pay').click();
}
