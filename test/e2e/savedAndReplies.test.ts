// Issue 26 §3 in the browser, English and Arabic, phone and desktop: a guest saves a hut signed out, signs in
// and finds it saved; the resort's reply to a review shows under it on the hut page. Screenshots checked with axe.
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'KenResort#2026';
const REPLY = 'Thank you for staying with us — the reef awaits your return.';

describeBrowser('saved huts and review replies', () => {
  const live = useServerAndBrowser();
  let hut: { id: number; title: string; title_ar: string };

  const tokenOf = async (email: string) =>
    (await live.server.app.inject({ method: 'POST', url: '/login/', payload: { email, password: PASSWORD } })).json().token as string;

  beforeAll(async () => {
    const reviews = (await live.server.app.inject({ method: 'GET', url: '/api/products/testmonial/' })).json() as {
      id: number;
      hut: number | null;
    }[];
    const review = reviews.find((item) => item.hut !== null)!;
    hut = (await live.server.app.inject({ method: 'GET', url: `/api/products/huts/${review.hut}/` })).json();
    const admin = await tokenOf('admin@kenresort.sa');
    const replied = await live.server.app.inject({
      method: 'POST',
      url: `/api/dashboard/reviews/hut/${review.id}/reply/`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { text: REPLY, language: 'en' },
    });
    expect(replied.statusCode).toBe(201);
  });

  test.each([
    ['en', 390],
    ['en', 1280],
    ['ar', 390],
    ['ar', 1280],
  ] as const)('%s at %i px: save signed out, sign in, find it saved; the reply under the review', async (lang, width) => {
    const words = locale(lang);
    const title = lang === 'ar' ? hut.title_ar || hut.title : hut.title;
    const prefix = lang === 'ar' ? '/ar' : '';
    // Each run starts with the hut not on the guest's account.
    const guestToken = await tokenOf('guest@kenresort.sa');
    await live.server.app.inject({
      method: 'DELETE',
      url: `/api/products/saved/hut/${hut.id}/`,
      headers: { authorization: `Bearer ${guestToken}` },
    });

    const context = await live.browser.newContext({ viewport: { width, height: 860 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const shot = (step: string) => screenshot(page, `saved-${lang}-${width}-${step}`);

    await page.goto(`${live.server.url}${prefix}/huts/${hut.id}/details`);
    const save = page.getByRole('button', { name: words.saved.save.replace('{{name}}', title), exact: true });
    await save.click();
    const remove = page.getByRole('button', { name: words.saved.remove.replace('{{name}}', title), exact: true });
    await expect(remove.getAttribute('aria-pressed')).resolves.toBe('true');
    // The reply, labelled as the resort's, under the review.
    await page.getByText(REPLY).waitFor();
    await page.getByText(words.reviews.resortReply).first().waitFor();
    await shot('hut');

    await page.goto(`${live.server.url}${prefix}/account/login?next=%2Fsaved`);
    await page.getByLabel(LOGIN[lang].email, { exact: true }).fill('guest@kenresort.sa');
    await page.getByLabel(LOGIN[lang].password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: LOGIN[lang].signIn, exact: true }).click();
    await page.waitForURL(`**${prefix}/saved`);
    await page.getByRole('heading', { level: 1, name: words.saved.title }).waitFor();
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    await page.getByText(words.saved.leadAccount).waitFor();
    // On the account now, and out of the browser.
    await expect(page.evaluate(() => localStorage.getItem('ken_saved'))).resolves.toBeNull();
    const saved = (
      await live.server.app.inject({ method: 'GET', url: '/api/products/saved/', headers: { authorization: `Bearer ${guestToken}` } })
    ).json() as { kind: string; id: number }[];
    expect(saved.filter((item) => item.kind === 'hut' && item.id === hut.id)).toHaveLength(1);
    await shot('saved');
    // The way back to the list: in the header from the tablet layout up, in the menu on a phone.
    if (width < 900) await page.getByRole('button', { name: words.header.openMenu, exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`^${words.saved.nav}`) }).waitFor();

    expect(guard.errors).toEqual([]);
    await context.close();
  });
});
