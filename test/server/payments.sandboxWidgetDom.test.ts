/**
 * @jest-environment jsdom
 */
// The sandbox widget script as the browser runs it (issue 25 §1): it draws only into the form that names its checkout,
// so the script of a checkout the guest has just left (another method), arriving late, cannot fill the new form.
import { sandboxWidgetScript } from '../../src/server/lib/payments/sandboxWidget';

const checkout = (id: string, channel: 'mada' | 'card') => ({ id, channel, amount: '900.00', currency: 'SAR', done: false });

function run(script: string) {
  // As a <script> element runs it: document.currentScript is not set for scripts evaluated this way.
  new Function(script)();
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a late script of a checkout the guest left draws nothing into the form of the new one; the new one draws its fields', () => {
  document.body.innerHTML =
    '<form class="paymentWidgets" action="/7/payment/success" data-brands="VISA MASTER" data-checkout-id="sbx_new"></form>';
  run(sandboxWidgetScript(checkout('sbx_old', 'mada')));
  expect(document.querySelector('.wpwl-container')).toBeNull();
  expect(document.querySelector('form.paymentWidgets')?.getAttribute('data-wpwl-done')).toBeNull();
  run(sandboxWidgetScript(checkout('sbx_new', 'card')));
  expect(document.querySelectorAll('.wpwl-container')).toHaveLength(1);
  expect(document.querySelector('.wpwl-form-card')?.getAttribute('action')).toContain('/sandbox/v1/checkouts/sbx_new/payment');
});

test('a form that names no checkout is drawn by the first script, as HyperPay’s widget does', () => {
  document.body.innerHTML = '<form class="paymentWidgets" action="/7/payment/success" data-brands="MADA"></form>';
  run(sandboxWidgetScript(checkout('sbx_any', 'mada')));
  expect(document.querySelector('.wpwl-form-card')?.getAttribute('action')).toContain('/sandbox/v1/checkouts/sbx_any/payment');
});
