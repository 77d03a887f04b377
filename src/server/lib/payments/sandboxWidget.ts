// Issue 25 §1: the sandbox gateway's own payment widget, a stand-in for HyperPay's COPYandPAY `paymentWidgets.js`.
// The page loads `/sandbox/v1/paymentWidgets.js?checkoutId=…` and writes `<form class="paymentWidgets"
// data-brands="…" action="…">`; this script draws the brand's fields after that form (classes named as COPYandPAY's:
// wpwl-container, wpwl-form, wpwl-button-pay), reads `window.wpwlOptions` (locale, onReady, onDetectBrand,
// brandDetectionPriority), posts the payment to the sandbox (`POST /sandbox/v1/checkouts/{id}/payment`), which sends
// the browser back to the form's action URL with `id` and `resourcePath`, as HyperPay does. Apple Pay and STC Pay are
// simulated steps (a payment sheet to approve; a mobile number and a one-time code). Card data goes only to the
// sandbox gateway's route, which keeps the brand and last four digits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { CARD_BRANDS, MADA_BINS, WIDGET_BRANDS, type PaymentChannel } from '../../../shared/paymentBrands';
import { SANDBOX_CARDS, SANDBOX_STC_PAY_OTP } from './sandbox';

type Texts = Record<string, string>;

/** The widget's words, from the app's locale files (payment.card, payment.testCards, payment.widget). */
function widgetTexts(language: 'en' | 'ar'): Texts {
  const file = JSON.parse(readFileSync(path.join(REPO_ROOT, 'public', 'locales', `${language}.json`), 'utf8')) as {
    payment: { card: Record<string, unknown>; testCards: Texts; widget: Texts };
  };
  const card = file.payment.card as Texts & { errors: Record<string, Texts> };
  const flat: Texts = {
    number: card.number,
    expiry: card.expiry,
    expiryPlaceholder: card.expiryPlaceholder,
    cvc: card.cvc,
    holder: card.holder,
    pay: card.pay,
    paying: card.paying,
    testTitle: file.payment.testCards.title,
    testSuccess: file.payment.testCards.success,
    testDeclined: file.payment.testCards.declined,
    testHint: file.payment.testCards.hint,
  };
  for (const [field, errors] of Object.entries(card.errors))
    for (const [kind, message] of Object.entries(errors)) flat[`${field}.${kind}`] = message;
  return { ...flat, ...file.payment.widget };
}

let texts: { en: Texts; ar: Texts } | null = null;

export interface WidgetCheckout {
  id: string;
  channel: PaymentChannel;
  amount: string;
  currency: string;
  done: boolean;
}

/** The script for one checkout (or for none: it then says the checkout cannot be paid). */
export function sandboxWidgetScript(checkout: WidgetCheckout | null): string {
  texts ??= { en: widgetTexts('en'), ar: widgetTexts('ar') };
  const data = {
    checkout: checkout && {
      ...checkout,
      brands: WIDGET_BRANDS[checkout.channel].split(' '),
      payPath: `/sandbox/v1/checkouts/${checkout.id}/payment`,
    },
    texts,
    madaBins: MADA_BINS,
    cardBrands: CARD_BRANDS,
    cards: [
      { number: SANDBOX_CARDS.mada, outcome: 'success' },
      { number: SANDBOX_CARDS.visa, outcome: 'success' },
      { number: SANDBOX_CARDS.master, outcome: 'success' },
      { number: SANDBOX_CARDS.declined, outcome: 'declined' },
    ],
    otp: SANDBOX_STC_PAY_OTP,
  };
  // JSON inside a script: "<" escaped so no text can close the script element. The function's own source is sent, as the
  // running server compiled it: esbuild (tsx, `npm run dev:server`) keeps names by wrapping functions in `__name(fn, "…")`,
  // a helper that exists only in the server's module, so the script brings its own (the widget drew nothing without it).
  return `/* Ken Resort sandbox payment widget (COPYandPAY-like, test mode) */\n(function () {\nvar __name = function (target) { return target; };\n(${WIDGET.toString()})(${JSON.stringify(data).replace(/</g, '\\u003c')});\n})();\n`;
}

/* eslint-disable */
// Runs in the guest's browser: plain ES2017, no imports, everything it needs passed in `data`.
const WIDGET = function (data: any) {
  var script = document.currentScript as HTMLScriptElement | null;
  var origin = script ? new URL(script.src, location.href).origin : location.origin;
  var options: any = (window as any).wpwlOptions || {};
  var lang = String(options.locale || document.documentElement.lang || 'en').slice(0, 2) === 'ar' ? 'ar' : 'en';
  var T = data.texts[lang];
  var checkout = data.checkout;
  var ownId = checkout ? String(checkout.id) : script ? new URL(script.src, location.href).searchParams.get('checkoutId') : null;

  function el(tag: string, attrs?: any, children?: any[]) {
    var node = document.createElement(tag) as any;
    for (var key in attrs || {}) {
      if (attrs[key] === false || attrs[key] == null) continue;
      if (key === 'text') node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key] === true ? '' : attrs[key]);
    }
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }
  function say(key: string, values?: any) {
    return String(T[key] || key).replace(/\{\{(\w+)\}\}/g, function (_m: string, name: string) {
      return values && values[name] != null ? values[name] : '';
    });
  }
  function digits(value: string) {
    return String(value || '').replace(/\D/g, '');
  }
  function money() {
    // As the page writes prices: whole riyals without halalas.
    var amount = Number(checkout.amount);
    var digits = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB-u-nu-latn', {
      style: 'currency',
      currency: checkout.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  }
  function brandOf(number: string) {
    var d = digits(number);
    if (d.length >= 6 && data.madaBins.indexOf(d.slice(0, 6)) >= 0) return 'MADA';
    if (/^4/.test(d)) return 'VISA';
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'MASTER';
    return null;
  }
  function luhn(number: string) {
    var d = digits(number);
    if (d.length < 12 || d.length > 19) return false;
    var sum = 0;
    for (var i = 0; i < d.length; i += 1) {
      var n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    return sum % 10 === 0;
  }
  var uid = 0;
  function field(name: string, label: string, attrs: any) {
    uid += 1;
    var id = 'wpwl-' + name.replace(/\W/g, '-') + '-' + uid;
    var input = el('input', Object.assign({ id: id, name: name, class: 'wpwl-control wpwl-control-' + name.split('.').pop() }, attrs));
    var hint = el('p', { id: id + '-hint', class: 'wpwl-hint', hidden: true, role: 'alert' });
    var group = el('div', { class: 'wpwl-group' }, [el('label', { for: id, class: 'wpwl-label', text: label }), input, hint]);
    return { group: group, input: input, hint: hint };
  }
  function problem(f: any, message: string | null) {
    f.hint.textContent = message || '';
    f.hint.hidden = !message;
    if (message) {
      f.input.setAttribute('aria-invalid', 'true');
      f.input.setAttribute('aria-describedby', f.hint.id);
    } else {
      f.input.removeAttribute('aria-invalid');
      f.input.removeAttribute('aria-describedby');
    }
    return !message;
  }
  function payButton(label: string) {
    return el('button', { type: 'submit', class: 'wpwl-button wpwl-button-pay', text: label });
  }
  function base(kind: string, resultUrl: string, brand: string) {
    var form = el('form', { class: 'wpwl-form wpwl-form-' + kind, method: 'post', action: origin + checkout.payPath, novalidate: true });
    form.appendChild(el('input', { type: 'hidden', name: 'shopperResultUrl', value: resultUrl }));
    form.appendChild(el('input', { type: 'hidden', name: 'paymentBrand', value: brand }));
    return form;
  }
  function busy(form: any) {
    var button = form.querySelector('.wpwl-button-pay');
    if (button) {
      button.disabled = true;
      button.textContent = say('paying');
    }
  }

  function cardForm(brands: string[], resultUrl: string) {
    var form = base('card', resultUrl, brands[0]);
    var brandInput = form.querySelector('input[name="paymentBrand"]');
    var number = field('card.number', say('number'), {
      inputmode: 'numeric',
      autocomplete: 'cc-number',
      dir: 'ltr',
      placeholder: '0000 0000 0000 0000',
    });
    var badge = el('span', { class: 'wpwl-brand', 'aria-live': 'polite' });
    number.group.appendChild(badge);
    var expiry = field('card.expiry', say('expiry'), {
      inputmode: 'numeric',
      autocomplete: 'cc-exp',
      dir: 'ltr',
      placeholder: say('expiryPlaceholder'),
    });
    var cvv = field('card.cvv', say('cvc'), { inputmode: 'numeric', autocomplete: 'cc-csc', dir: 'ltr', placeholder: '123' });
    var holder = field('card.holder', say('holder'), { autocomplete: 'cc-name' });
    var month = el('input', { type: 'hidden', name: 'card.expiryMonth' });
    var year = el('input', { type: 'hidden', name: 'card.expiryYear' });
    var detected: string | null = null;
    number.input.addEventListener('input', function () {
      number.input.value = digits(number.input.value)
        .slice(0, 19)
        .replace(/(\d{4})(?=\d)/g, '$1 ');
      var brand = brandOf(number.input.value);
      badge.textContent = brand ? say('brand' + brand) : '';
      if (brand !== detected) {
        detected = brand;
        if (typeof options.onDetectBrand === 'function') options.onDetectBrand(brand ? [brand] : []);
      }
    });
    expiry.input.addEventListener('input', function (event: any) {
      var d = digits(expiry.input.value).slice(0, 4);
      if (d.length === 1 && Number(d) > 1) d = '0' + d;
      var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
      expiry.input.value = d.length >= 2 && !(deleting && d.length === 2) ? d.slice(0, 2) + '/' + d.slice(2) : d;
    });
    cvv.input.addEventListener('input', function () {
      cvv.input.value = digits(cvv.input.value).slice(0, 4);
    });
    var pair = el('div', { class: 'wpwl-pair' }, [expiry.group, cvv.group]);
    [number.group, pair, holder.group, month, year].forEach(function (node) {
      form.appendChild(node);
    });
    form.appendChild(payButton(say('pay', { amount: money() })));
    form.appendChild(
      el('section', { class: 'wpwl-test', 'aria-label': say('testTitle') }, [
        el('p', { class: 'wpwl-test-title', text: say('testTitle') }),
        el(
          'ul',
          {},
          data.cards
            .filter(function (card: any) {
              var brand = brandOf(card.number);
              return card.outcome === 'declined' ? brands.indexOf('MADA') < 0 : brands.indexOf(brand as string) >= 0;
            })
            .map(function (card: any) {
              return el('li', {}, [
                el('bdi', { dir: 'ltr', text: card.number.replace(/(\d{4})(?=\d)/g, '$1 ') }),
                el('span', { text: card.outcome === 'success' ? say('testSuccess') : say('testDeclined') }),
              ]);
            }),
        ),
        el('p', { text: say('testHint') }),
      ]),
    );
    form.addEventListener('submit', function (event: Event) {
      event.preventDefault();
      var now = new Date();
      var m = /^(\d{2})\/(\d{2})$/.exec(expiry.input.value);
      var brand = brandOf(number.input.value);
      var checks = [
        problem(
          number,
          !digits(number.input.value)
            ? say('number.required')
            : !luhn(number.input.value)
              ? say('number.invalid')
              : brand && brands.indexOf(brand) < 0
                ? // A page that listens for the brand (ours) offers mada's own payment; one that does not (the original
                  // web client) has none to offer, so the guest is told which cards this one takes.
                  say(brand === 'MADA' ? (typeof options.onDetectBrand === 'function' ? 'madaOnly' : 'madaNotTaken') : 'brandNotTaken')
                : null,
        ),
        problem(
          expiry,
          !expiry.input.value
            ? say('expiry.required')
            : !m || Number(m[1]) < 1 || Number(m[1]) > 12
              ? say('expiry.invalid')
              : 2000 + Number(m[2]) < now.getFullYear() || (2000 + Number(m[2]) === now.getFullYear() && Number(m[1]) < now.getMonth() + 1)
                ? say('expiry.past')
                : null,
        ),
        problem(cvv, !cvv.input.value ? say('cvc.required') : !/^\d{3,4}$/.test(cvv.input.value) ? say('cvc.invalid') : null),
        problem(holder, !holder.input.value.trim() ? say('holder.required') : null),
      ];
      var first = [number, expiry, cvv, holder][checks.indexOf(false)];
      if (first) {
        first.input.focus();
        return;
      }
      brandInput.value = brand || brands[0];
      month.value = m![1];
      year.value = '20' + m![2];
      busy(form);
      form.submit();
    });
    return form;
  }

  function applePayForm(resultUrl: string) {
    var form = base('applepay', resultUrl, 'APPLEPAY');
    var approved = el('input', { type: 'hidden', name: 'applePay', value: 'cancelled' });
    form.appendChild(approved);
    var start = el('button', { type: 'button', class: 'wpwl-button wpwl-apple-pay-button', lang: lang, text: say('applePayButton') });
    var sheet = el(
      'div',
      { class: 'wpwl-apple-pay-sheet', role: 'dialog', 'aria-modal': 'false', 'aria-label': say('applePaySheet'), hidden: true },
      [
        el('p', { class: 'wpwl-sheet-title', text: say('applePaySheet') }),
        el('p', { class: 'wpwl-sheet-amount', text: money() }),
        el('p', { class: 'wpwl-sheet-note', text: say('applePayNote') }),
      ],
    );
    var confirm = payButton(say('applePayConfirm'));
    var cancel = el('button', { type: 'button', class: 'wpwl-button wpwl-button-cancel', text: say('applePayCancel') });
    sheet.appendChild(el('div', { class: 'wpwl-sheet-actions' }, [confirm, cancel]));
    start.addEventListener('click', function () {
      sheet.hidden = false;
      start.hidden = true;
      confirm.focus();
    });
    cancel.addEventListener('click', function () {
      approved.value = 'cancelled';
      busy(form);
      form.submit();
    });
    form.addEventListener('submit', function (event: Event) {
      event.preventDefault();
      if (sheet.hidden) return start.click();
      approved.value = 'approved';
      busy(form);
      form.submit();
    });
    form.appendChild(start);
    form.appendChild(sheet);
    return form;
  }

  function stcPayForm(resultUrl: string) {
    var form = base('stcpay', resultUrl, 'STC_PAY');
    var mobile = field('customer.mobile', say('stcPayMobile'), {
      inputmode: 'tel',
      autocomplete: 'tel-national',
      dir: 'ltr',
      placeholder: '05XXXXXXXX',
    });
    var otp = field('otp', say('stcPayOtp'), { inputmode: 'numeric', autocomplete: 'one-time-code', dir: 'ltr', placeholder: '000000' });
    otp.group.hidden = true;
    var note = el('p', { class: 'wpwl-otp-note', role: 'status', hidden: true });
    var button = payButton(say('stcPaySend'));
    form.appendChild(mobile.group);
    form.appendChild(note);
    form.appendChild(otp.group);
    form.appendChild(button);
    form.addEventListener('submit', function (event: Event) {
      event.preventDefault();
      var number = digits(mobile.input.value).replace(/^(00966|966)/, '0');
      if (otp.group.hidden) {
        // STC Pay's first step: the wallet's Saudi mobile number, to which the one-time code is sent.
        if (!problem(mobile, /^05\d{8}$/.test(number) ? null : say('stcPayMobileInvalid'))) return mobile.input.focus();
        mobile.input.value = number;
        mobile.input.readOnly = true;
        otp.group.hidden = false;
        note.hidden = false;
        note.textContent = say('stcPayOtpSent', { mobile: number, code: data.otp });
        button.textContent = say('pay', { amount: money() });
        return otp.input.focus();
      }
      if (!problem(otp, /^\d{4,8}$/.test(digits(otp.input.value)) ? null : say('stcPayOtpInvalid'))) return otp.input.focus();
      busy(form);
      form.submit();
    });
    return form;
  }

  function render(merchant: HTMLFormElement) {
    if (merchant.getAttribute('data-wpwl-done')) return;
    // A page that names its checkout (data-checkout-id) is drawn only by that checkout's script: the script of a checkout
    // the guest has just left (another method) may still arrive and run after its element was removed.
    var wantedId = merchant.getAttribute('data-checkout-id');
    if (wantedId && ownId && wantedId !== ownId) return;
    merchant.setAttribute('data-wpwl-done', '1');
    var container = el('div', { class: 'wpwl-container', lang: lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    merchant.style.display = 'none';
    merchant.parentNode!.insertBefore(container, merchant.nextSibling);
    if (!checkout || checkout.done) {
      container.appendChild(el('p', { class: 'wpwl-message', role: 'alert', text: say('checkoutClosed') }));
      return;
    }
    var wanted = String(merchant.getAttribute('data-brands') || checkout.brands.join(' ')).split(/\s+/);
    var brands = checkout.brands.filter(function (brand: string) {
      return wanted.indexOf(brand) >= 0;
    });
    if (!brands.length) {
      container.appendChild(el('p', { class: 'wpwl-message', role: 'alert', text: say('brandNotTaken') }));
      return;
    }
    var resultUrl = new URL(merchant.getAttribute('action') || location.href, location.href).href;
    var form =
      brands[0] === 'APPLEPAY' ? applePayForm(resultUrl) : brands[0] === 'STC_PAY' ? stcPayForm(resultUrl) : cardForm(brands, resultUrl);
    container.classList.add('wpwl-container-' + form.className.split('wpwl-form-')[1]);
    container.appendChild(form);
  }

  function start() {
    var forms = document.querySelectorAll('form.paymentWidgets');
    for (var i = 0; i < forms.length; i += 1) render(forms[i] as HTMLFormElement);
    if (typeof options.onReady === 'function') options.onReady();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
};
/* eslint-enable */
