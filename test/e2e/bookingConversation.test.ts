// Issue 26 §2 and §4 in the browser: a guest writes to the resort about a booking from My bookings, staff answer from
// the back office (the support inbox's conversations, the booking's page), the guest's open thread shows the answer
// without a reload and their message marked read; the e-mail to the guest links back to the thread; in Arabic the
// booking's dates carry the Umm al-Qura date. English and Arabic, each side on a phone and on a desktop across the two
// runs, screenshotted and checked with axe-core.
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { locale, LOGIN } from '../helpers/e2e/locale';
import { readMail } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';
import type { Browser, Page } from 'playwright-core';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'KenResort#2026';
const GUEST = 'guest@kenresort.sa';

async function signedIn(browser: Browser, url: string, lang: 'en' | 'ar', width: number, email: string, next: string) {
  const context = await browser.newContext({ viewport: { width, height: 860 }, locale: lang });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  const page = await context.newPage();
  const guard = guardPage(page, url);
  const prefix = lang === 'ar' ? '/ar' : '';
  await page.goto(`${url}${prefix}/account/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(LOGIN[lang].email, { exact: true }).fill(email);
  await page.getByLabel(LOGIN[lang].password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: LOGIN[lang].signIn, exact: true }).click();
  await page.waitForURL((address) => address.pathname.endsWith(next.split('?')[0]));
  return { context, page, guard };
}

const send = async (page: Page, words: Record<string, string>, text: string) => {
  await page.getByRole('textbox', { name: words.message, exact: true }).fill(text);
  await page.getByRole('button', { name: words.send, exact: true }).click();
};

describeBrowser('conversations about a booking, and Hijri dates', () => {
  const live = useServerAndBrowser();

  test.each([
    ['en', 390, 1280],
    ['ar', 1280, 390],
  ] as const)(
    '%s: the guest (%i px) writes about their booking, staff (%i px) answer, the answer arrives',
    async (lang, guestWidth, staffWidth) => {
      const words = locale(lang);
      const c = words.conversation;
      const prefix = lang === 'ar' ? '/ar' : '';
      const question = lang === 'ar' ? 'هل يمكننا الوصول عند الحادية عشرة صباحًا؟' : 'Could we arrive at 11 in the morning?';
      const answer = lang === 'ar' ? 'نعم، الكوخ جاهز من الحادية عشرة.' : 'Yes, the hut is ready from 11:00.';

      // The guest: My bookings, the upcoming stay's Messages.
      const guest = await signedIn(live.browser, live.server.url, lang, guestWidth, GUEST, '/my-booking');
      const guestShot = (step: string) => screenshot(guest.page, `conversation-${lang}-${guestWidth}-guest-${step}`);
      const open = guest.page.getByRole('button', { name: new RegExp(`^${c.openFor.replace('{{code}}', '')}`) }).first();
      const code = (await open.getAttribute('aria-label'))!.replace(c.openFor.replace('{{code}}', ''), '');
      const card = guest.page.getByRole('article').filter({ hasText: code });
      if (lang === 'ar') {
        // The stay's dates with their Umm al-Qura date beside them (Intl's islamic-umalqura), on the card…
        expect(await card.locator('p.dates').innerText()).toMatch(/\(\S+ .+ ١٤٤[٧-٩] هـ\)/);
      }
      await open.click();
      const dialog = guest.page.getByRole('dialog');
      await dialog.getByRole('heading', { name: new RegExp(code) }).waitFor();
      await send(guest.page, c, question);
      const log = dialog.getByRole('log', { name: c.log });
      const mine = log.getByRole('listitem').filter({ hasText: question });
      await mine.getByText(c.sent).waitFor();
      await guestShot('sent');

      // Staff: the support inbox says a conversation waits; its thread; the answer.
      const staff = await signedIn(live.browser, live.server.url, lang, staffWidth, 'admin@kenresort.sa', '/dashboard/support');
      const staffShot = (step: string) => screenshot(staff.page, `conversation-${lang}-${staffWidth}-staff-${step}`);
      await staff.page.getByRole('link', { name: new RegExp(`^${c.list.link}`) }).click();
      await staff.page.getByRole('heading', { level: 1, name: c.list.title }).waitFor();
      const row = staff.page.getByRole('row').filter({ hasText: code });
      await row.getByText(question).waitFor();
      await staffShot('list');
      await row.getByRole('link').first().click();
      const staffLog = staff.page.getByRole('log', { name: c.log });
      await staffLog.getByText(question).waitFor();
      await send(staff.page, c, answer);
      await staffLog.getByRole('listitem').filter({ hasText: answer }).getByText(c.sent).waitFor();
      await staffShot('answered');
      // The thread shows its newest message: the log, which scrolls on its own, is at its end.
      expect(await staffLog.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThanOrEqual(1);
      // The booking's own page carries the same conversation.
      await staff.page.getByRole('link', { name: c.toBooking }).click();
      await staff.page.getByRole('heading', { level: 2, name: c.withGuest }).waitFor();
      await staff.page.getByRole('log', { name: c.log }).getByText(answer).waitFor();
      await staffShot('booking');

      // The guest's open thread: the answer arrives (it asks again every 10 s) and their question is marked read.
      await log.getByRole('listitem').filter({ hasText: answer }).waitFor({ timeout: 30_000 });
      await mine.getByText(new RegExp(`^${c.read.replace('{{time}}', '').trim()}`)).waitFor({ timeout: 30_000 });
      await guestShot('answer');

      // The e-mail to the guest (in the account's language, English here) links back to this thread.
      const mail = await readMail(live.server.dataDir, GUEST, (parts) => parts.some((part) => part.includes(answer)));
      const link = /https?:\/\/[^\s"<]+\/my-booking\?messages=\d+/.exec(mail.parts.join('\n'))![0];
      const path = new URL(link).pathname + new URL(link).search;
      await guest.page.goto(`${live.server.url}${prefix}${path.replace(/^\/ar/, '')}`);
      await guest.page.getByRole('dialog').getByText(answer).waitFor();

      if (lang === 'ar') {
        // …and on the booking's page.
        const bookingId = /messages=(\d+)/.exec(path)![1];
        await guest.page.goto(`${live.server.url}/ar/${bookingId}/payment/success`);
        const checkIn = guest.page.getByRole('definition').first();
        await checkIn.waitFor();
        expect(await checkIn.innerText()).toMatch(/\(\S+ .+ ١٤٤[٧-٩] هـ\)$/);
        await guestShot('booking-page');
      }

      expect(guest.guard.errors).toEqual([]);
      expect(staff.guard.errors).toEqual([]);
      await guest.context.close();
      await staff.context.close();
    },
  );
});
