// The back office's home shows the scheduled backups (issue 28 §1): the last successful one and, when it is older
// than expected, a warning; the alerts screen says a backup failed or is late. English and Arabic, 1280 and 390 px.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
type Locale = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (lang: string): Locale => JSON.parse(readFileSync(path.resolve(__dirname, '../../public/locales', `${lang}.json`), 'utf8'));
const login = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'دخول' },
};
const backupDir = mkdtempSync(path.join(tmpdir(), 'ken-e2e-backups-'));
const HOUR = 3600_000;

describeBrowser('the back office: scheduled backups', () => {
  const live = useServerAndBrowser({ BACKUP_EVERY_HOURS: '6', BACKUP_DIR: backupDir, BACKUP_KEEP: '3' });
  afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

  test.each(['en', 'ar'] as const)(
    'the home shows the last successful backup, then warns when it is late, and the alerts say why (%s)',
    async (lang) => {
      const t = locale(lang).dashboard;
      const { app } = live.server;
      await app.db.execute(sql`DELETE FROM backup_runs`);
      await app.db.execute(sql`DELETE FROM staff_alerts WHERE kind LIKE 'backup_%'`);
      // A real backup by the server, as the schedule takes it.
      expect(await app.scheduledBackups.runOnce()).toMatchObject({ ran: true, status: 'succeeded' });

      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
      await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const page = await context.newPage();
      const guard = guardPage(page, live.server.url);
      await page.goto(`${live.server.url}/dashboard`);
      await page.waitForURL('**/account/login?next=*');
      await page.getByLabel(login[lang].email, { exact: true }).fill('admin@kenresort.sa');
      await page.getByLabel(login[lang].password, { exact: true }).fill('KenResort#2026');
      await page.getByRole('button', { name: login[lang].signIn, exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      const card = page.getByRole('region', { name: t.backup.title });
      await card.waitFor();
      await card.getByText((t.backup.last as string).split('{{date}}')[0].trim()).waitFor();
      expect(await card.getByRole('status').count()).toBe(0);
      await screenshot(page, `dashboard-backups-${lang}`);

      // The last success 20 hours ago and a failed try since: late, and the alerts raised.
      await app.db.execute(
        sql`UPDATE backup_runs SET started_at = started_at - interval '20 hours', finished_at = finished_at - interval '20 hours'`,
      );
      const failedAt = new Date(Date.now() - HOUR).toISOString();
      await app.db.execute(sql`INSERT INTO backup_runs (status, instance, started_at, lease_until, finished_at, file, error)
        VALUES ('failed', 'e2e', ${failedAt}::timestamptz, ${failedAt}::timestamptz, ${failedAt}::timestamptz, '/backups/x.tar.gz', 'ENOSPC: no space left on device')`);
      await app.db.execute(sql`INSERT INTO staff_alerts (kind, subject_type, subject_id, message, details, created_at)
        SELECT 'backup_failed', 'backup_run', id, 'failed', ${JSON.stringify({ file: '/backups/x.tar.gz', error: 'ENOSPC: no space left on device' })}::jsonb, now()
        FROM backup_runs WHERE status = 'failed'`);
      expect(await app.scheduledBackups.checkAge()).toBe(true);
      await page.reload();
      await card.getByRole('status').waitFor();
      await screenshot(page, `dashboard-backups-${lang}-late`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `dashboard-backups-${lang}-late-phone`);

      await card.getByRole('link', { name: t.backup.seeAlerts }).click();
      await page.waitForURL(/\/dashboard\/alerts$/);
      await page.getByRole('table', { name: t.nav.alerts }).getByText('ENOSPC: no space left on device').waitFor();
      await screenshot(page, `dashboard-backups-${lang}-alerts-phone`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.waitForTimeout(400);
      await screenshot(page, `dashboard-backups-${lang}-alerts`);
      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await context.close();
    },
  );
});
