// Paying on a phone and at 200 % zoom, in English and Arabic (issue 20, items 7, 8, 22, 30 and 42): the summary
// sheet is one line, no focused card field sits under it, the first refused field shows with its message
// after tapping Pay, and a stay from tomorrow is said to be non-refundable before paying.
// Issue 25 §1: the card fields are the payment widget's (the sandbox's COPYandPAY stand-in, the path a guest takes
// with HyperPay): mada is offered first, the guest pays a mada card through it and is sent back to the result page;
// a second stay is paid with the simulated Apple Pay on a phone (offered because the browser says it can pay with it).
// Viewport screenshots go to artifacts/screenshots (checkout-*).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserAvailable, guardPage, SCREENSHOT_DIR } from '../helpers/e2e/browser';
import { readCode } from '../helpers/e2e/outbox';
import { MADA_CARD } from '../helpers/e2e/payment';
import { useServerAndBrowser } from '../helpers/e2e/suite';
import { addDays, todayIn } from '../../src/shared/dates';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const locale = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8'));

/** Where the focused element (and what describes it) is, against the top of the bottom sheet and the bottom of the header. */
const focusPlace = (page: Page) =>
  page.evaluate(async () => {
    // The scroll that keeps focus clear happens on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const focused = document.activeElement as HTMLElement;
    const ids = (focused.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const boxes = [focused, ...ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el)].map((el) =>
      el.getBoundingClientRect(),
    );
    const sheet = document.querySelector('aside[data-fixed-bar]')!.getBoundingClientRect();
    const header = document.querySelector('header[data-fixed-bar]')!.getBoundingClientRect();
    return {
      id: focused.id,
      described: ids.length,
      top: Math.min(...boxes.map((b) => b.top)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
      sheetTop: sheet.top,
      headerBottom: header.bottom,
    };
  });

describeBrowser('paying on a phone', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)(
    'card fields stay clear of the summary sheet in %s',
    async (lang) => {
      const t = locale(lang);
      const url = live.server.url;
      const context = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang, hasTouch: true });
      await context.addCookies([{ name: 'i18next', value: lang, url }]);
      // A browser that can pay with Apple Pay (Safari with a card in Wallet), as the payment screen asks.
      await context.addInitScript(() => {
        (window as unknown as { ApplePaySession: object }).ApplePaySession = { canMakePayments: () => true };
      });
      const page = await context.newPage();
      const guard = guardPage(page, url);

      // A guest with a hold on a stay from tomorrow: inside the 48 hours, so non-refundable.
      const email = `checkout-${lang}-${Date.now()}@example.com`;
      const password = 'Sea&Sand#2026';
      expect(
        (
          await page.request.post(`${url}/register/`, {
            data: { email, password, confirm_password: password, full_name: 'Sara Ali', phone: '+966512345678' },
          })
        ).status(),
      ).toBe(201);
      const token = (
        await (
          await page.request.post(`${url}/verfiy-otp/`, { data: { email, otp: (await readCode(live.server.dataDir, email)).code } })
        ).json()
      ).token as string;
      const headers = { authorization: `Bearer ${token}` };
      const huts = (await (await page.request.get(`${url}/api/products/huts-home/list/`)).json()) as { id: number }[];
      const from = addDays(todayIn(), 1);
      const stay = {
        hut: huts[lang === 'en' ? 0 : 1].id,
        persons_max_num: 2,
        kids_max_num: 0,
        date: { date_from: from, date_to: addDays(from, 2) },
      };
      const hold = async (body: typeof stay) => {
        const created = await page.request.post(`${url}/api/products/booking/`, { data: body, headers });
        expect(created.status()).toBe(201);
        const booking = (await created.json()).id as number;
        expect(
          (
            await page.request.put(`${url}/api/products/booking/update/${booking}/`, { data: { ...body, status: 'confirmed' }, headers })
          ).status(),
        ).toBe(200);
        return booking;
      };
      const id = await hold(stay);

      await page.goto(`${url}/account/login`);
      await page.locator('input[type="email"]').first().fill(email);
      await page.locator('input[type="password"]').first().fill(password);
      await page.locator('form button[type="submit"]').first().click();
      await page.waitForURL(`${url}/`);
      await page.goto(`${url}/${id}/payment`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const field = (label: string) => page.locator('.wpwl-form').getByLabel(label, { exact: true });
      await field(t.payment.card.number).waitFor({ timeout: 60_000 }); // the first page of a cold server on a busy machine
      // mada first, and its widget is the one drawn.
      const methods = page.getByRole('group', { name: t.payment.method.label });
      expect(await methods.getByRole('radio').first().isChecked()).toBe(true);
      expect(await page.locator('form.paymentWidgets').getAttribute('data-brands')).toBe('MADA');

      // Item 8: said before paying.
      await page.getByText(t.booking.cancellation.nonRefundable, { exact: true }).waitFor();
      // Item 7: the sheet is one line (the total and Pay), its details behind "Details".
      const sheet = page.getByRole('complementary', { name: t.booking.summary.label });
      const closed = (await sheet.boundingBox())!;
      expect(closed.height).toBeLessThan(100);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-${lang}-payment-phone-viewport.jpg`), type: 'jpeg', quality: 85 });

      // Tabbing from field to field: each focused field is clear of the sheet and of the header.
      await field(t.payment.card.number).focus();
      for (let step = 0; step < 4; step += 1) {
        const place = await focusPlace(page);
        expect(place.bottom).toBeLessThanOrEqual(place.sheetTop);
        expect(place.top).toBeGreaterThanOrEqual(place.headerBottom);
        await page.keyboard.press('Tab');
      }

      // Item 42: Pay with the name empty shows "Name on the card" and its message above the sheet.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await field(t.payment.card.number).fill(MADA_CARD);
      await field(t.payment.card.expiry).fill('1230');
      await field(t.payment.card.cvc).fill('123');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      // The summary's Pay submits the widget's form; the widget refuses the empty name and focuses it.
      await sheet.getByRole('button', { name: new RegExp(t.payment.card.pay.split('{{amount}}')[0].trim()) }).tap();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'card.holder');
      await page.waitForTimeout(100);
      const refused = await focusPlace(page);
      expect(refused.described).toBeGreaterThan(0);
      expect(refused.bottom).toBeLessThanOrEqual(refused.sheetTop);
      expect(refused.top).toBeGreaterThanOrEqual(refused.headerBottom);
      await page.getByText(t.payment.card.errors.holder.required).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-${lang}-refused-phone-viewport.jpg`), type: 'jpeg', quality: 85 });

      // The details open upwards, and fold again when focus goes back to a field.
      await sheet.getByRole('button', { expanded: false }).click();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `checkout-${lang}-sheet-open-phone-viewport.jpg`),
        type: 'jpeg',
        quality: 85,
      });
      // Item 30: the stay's arrow is the mirrored icon, pointing from check-in to check-out in both directions. In Arabic
      // each date carries its Hijri date (issue 26 §4), so on a phone check-out may wrap to the next line.
      const arrow = await sheet
        .locator('time + svg')
        .first()
        .evaluate((svg) => {
          const [from, to] = [...svg.parentElement!.querySelectorAll('time')].map((time) => time.getBoundingClientRect());
          const sameLine = to.top < from.bottom;
          return {
            transform: getComputedStyle(svg).transform,
            forward: !sameLine ? to.top >= from.bottom : document.dir === 'rtl' ? to.right <= from.left : to.left >= from.right,
          };
        });
      expect(arrow.forward).toBe(true);
      expect(arrow.transform).toBe(lang === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      await field(t.payment.card.holder).focus();
      await sheet.getByRole('button', { expanded: false }).waitFor();

      // 200 % zoom on a 1280 × 800 desktop: 640 × 400 CSS pixels; the same holds.
      await page.setViewportSize({ width: 640, height: 400 });
      await page.waitForTimeout(200);
      expect((await sheet.boundingBox())!.height).toBeLessThan(100);
      await field(t.payment.card.number).focus();
      for (let step = 0; step < 4; step += 1) {
        const place = await focusPlace(page);
        expect(place.bottom).toBeLessThanOrEqual(place.sheetTop);
        expect(place.top).toBeGreaterThanOrEqual(place.headerBottom);
        await page.keyboard.press('Tab');
      }
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-${lang}-zoom200-viewport.jpg`), type: 'jpeg', quality: 85 });

      // Item 22: on a short desktop screen the sticky summary is capped to the screen, its Pay button in view.
      await page.setViewportSize({ width: 1280, height: 560 });
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await page.waitForTimeout(200);
      const card = (await sheet.boundingBox())!;
      expect(card.y + card.height).toBeLessThanOrEqual(560);
      const pay = (await sheet.getByRole('button', { name: new RegExp(t.payment.card.pay.split('{{amount}}')[0].trim()) }).boundingBox())!;
      expect(pay.y + pay.height).toBeLessThanOrEqual(560);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-${lang}-short-desktop-viewport.jpg`), type: 'jpeg', quality: 85 });

      // The mada card is paid through the widget: the gateway sends the guest back with id and resourcePath.
      await field(t.payment.card.holder).fill('Sara Ali');
      await page.locator('.wpwl-form-card .wpwl-button-pay').click();
      await page.waitForURL(new RegExp(`/${id}/payment/success\\?id=sbx_[0-9a-f]+&resourcePath=%2Fv1%2Fcheckouts%2Fsbx_`));
      await page.getByRole('img', { name: new RegExp(t.payment.success.qrAlt.split('{{code}}')[0]) }).waitFor();
      const paidByMada = await (await page.request.get(`${url}/api/products/bookings/${id}/`, { headers })).json();
      expect(paidByMada).toMatchObject({ status: 'paid', not_paid: '0.00' });
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `checkout-${lang}-paid-mada-desktop-viewport.jpg`),
        type: 'jpeg',
        quality: 85,
      });

      // Another stay, paid with the simulated Apple Pay on a phone.
      const second = await hold({ ...stay, date: { date_from: addDays(from, 3), date_to: addDays(from, 5) } });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${url}/${second}/payment`);
      await page.getByRole('radio', { name: new RegExp(`^${t.payment.method.applepay}`) }).check();
      const applePay = page.locator('.wpwl-container-applepay');
      await applePay.getByRole('button', { name: t.payment.widget.applePayButton }).click();
      await applePay.getByRole('dialog', { name: t.payment.widget.applePaySheet }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-${lang}-applepay-phone-viewport.jpg`), type: 'jpeg', quality: 85 });
      await applePay.getByRole('button', { name: t.payment.widget.applePayConfirm }).click();
      await page.waitForURL(new RegExp(`/${second}/payment/success\\?id=`));
      await page.getByRole('img', { name: new RegExp(t.payment.success.qrAlt.split('{{code}}')[0]) }).waitFor();
      const paidByApple = await (
        await page.request.get(
          `${url}/api/payments/verify-payment/?resourcePath=${encodeURIComponent(new URL(page.url()).searchParams.get('resourcePath')!)}`,
          { headers },
        )
      ).json();
      expect(paidByApple).toMatchObject({ status: 'success', transaction: { brand: 'APPLEPAY' } });
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `checkout-${lang}-paid-applepay-phone-viewport.jpg`),
        type: 'jpeg',
        quality: 85,
      });

      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
