import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffAlert } from '../../../src/shared/schemas/dashboard/alerts';
import type { BackupStatus } from '../../../src/shared/schemas/dashboard/backup';
import FiguresScreen from '../../../src/client/features/dashboard/home/FiguresScreen';
import { formatDate, formatNumber } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { figuresFixture } from './figures.fixture';

type Locale = { dashboard: { backup: Record<string, string>; alerts: Record<string, string>; nav: Record<string, string> } };

const late: BackupStatus = {
  enabled: true,
  every_hours: 6,
  keep: 7,
  last_success: { id: 3, started_at: '2026-11-20T03:00:00.000Z', finished_at: '2026-11-20T03:00:04.000Z', bytes: 2_450_000 },
  last_run: { id: 5, status: 'failed', started_at: '2026-11-20T16:00:00.000Z', finished_at: '2026-11-20T16:00:01.000Z' },
  stale: true,
  stale_after_hours: 12,
};
const alert = (over: Partial<StaffAlert>): StaffAlert => ({
  id: 1,
  kind: 'backup_failed',
  subject_type: 'backup_run',
  subject_id: 5,
  message: 'The scheduled backup failed',
  details: {},
  created_at: '2026-11-20T16:00:01Z',
  acknowledged_at: null,
  booking_id: null,
  booking_code: null,
  document_number: null,
  ...over,
});
const when = (value: string, language: string) => formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
/** A message as the page reads it: tags dropped, values filled in, white space as one space. */
const fill = (template: string, values: Record<string, string> = {}) =>
  template
    .replace(/<\/?\w+>/g, '')
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name])
    .replace(/\s+/g, ' ');

beforeEach(() => {
  server.use(http.get(apiUrl('/api/dashboard/figures/'), () => HttpResponse.json(figuresFixture())));
});

describe.each(['en', 'ar'] as const)('the backups on the back office (%s)', (language) => {
  const words = (readLocale(language) as Locale).dashboard;
  const plural = (key: string, count: number) => words.backup[`${key}_${new Intl.PluralRules(language).select(count)}`];

  it('the home shows the last successful backup, the schedule and a warning when it is late', async () => {
    server.use(http.get(apiUrl('/api/dashboard/backup/status/'), () => HttpResponse.json(late)));
    await renderWithProviders(<FiguresScreen />, { route: '/dashboard', language, preloadedState: { auth: sessionFor('admin') } });
    const card = await screen.findByRole('region', { name: words.backup.title });
    const size = formatNumber(2.45, language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    expect(card).toHaveTextContent(fill(words.backup.last, { date: when('2026-11-20T03:00:04.000Z', language), size }));
    expect(card).toHaveTextContent(fill(plural('schedule', 6), { hours: formatNumber(6, language), keep: formatNumber(7, language) }));
    expect(card).toHaveTextContent(fill(words.backup.lastFailed, { date: when('2026-11-20T16:00:00.000Z', language) }));
    expect(within(card).getByRole('status')).toHaveTextContent(fill(plural('late', 12), { hours: formatNumber(12, language) }));
    expect(within(card).getByRole('link', { name: words.backup.seeAlerts })).toHaveAttribute('href', '/dashboard/alerts');
  });

  it('says when scheduled backups are off, and nothing is late', async () => {
    await renderWithProviders(<FiguresScreen />, { route: '/dashboard', language, preloadedState: { auth: sessionFor('admin') } });
    const card = await screen.findByRole('region', { name: words.backup.title });
    expect(card).toHaveTextContent(fill(words.backup.off));
    expect(within(card).getByText('BACKUP_EVERY_HOURS').tagName).toBe('BDI');
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('the alerts screen says in words that a backup failed or is late', async () => {
    const alerts = [
      alert({ id: 1, details: { file: '/backups/ken.tar.gz', error: 'ENOSPC: no space left on device' } }),
      alert({ id: 2, kind: 'backup_stale', details: { last_success_at: '2026-11-20T03:00:04.000Z', every_hours: 6 } }),
      alert({ id: 3, kind: 'backup_stale', details: { last_success_at: null, every_hours: 6 } }),
    ];
    server.use(
      http.get(apiUrl('/api/dashboard/alerts/'), () =>
        HttpResponse.json({ count: 3, page: 1, pages: 1, next: null, previous: null, results: alerts }),
      ),
    );
    await renderWithProviders(undefined, { route: '/dashboard/alerts', language, preloadedState: { auth: sessionFor('admin') } });
    const table = await screen.findByRole('table', { name: words.nav.alerts });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent(fill(words.alerts.backupFailed, { error: 'ENOSPC: no space left on device' }));
    expect(rows[1]).toHaveTextContent(fill(words.alerts.backupStale, { date: when('2026-11-20T03:00:04.000Z', language) }));
    expect(rows[2]).toHaveTextContent(fill(words.alerts.backupStaleNever));
  });
});
