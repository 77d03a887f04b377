import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffAlert } from '../../../src/shared/schemas/dashboard/alerts';
import type { HutChannels, StaffChannel } from '../../../src/shared/schemas/dashboard/channels';
import { formatDate } from '../../../src/client/ui/format';
import { ChannelsPanel } from '../../../src/client/features/dashboard/huts/ChannelsPanel';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

/** A field's name starting with its label (a required field's name goes on). */
const starting = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

type Locale = {
  dashboard: {
    channels: Record<string, string> & { reason: Record<string, string> };
    alerts: Record<string, string>;
    nav: Record<string, string>;
  };
};

const EXPORT = 'https://resort.example/ical/huts/Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE.ics';
const failed: StaffChannel = {
  id: 7,
  name: 'Airbnb',
  url: 'https://www.airbnb.example/calendar/ical/123.ics',
  created_at: '2026-11-20T08:00:00Z',
  last_sync: { at: '2026-11-20T09:00:00Z', outcome: 'failed', event_count: null, block_count: null, error: 'http', error_detail: '503' },
  last_success_at: '2026-11-20T08:50:00Z',
  empty_pending: false,
  blocks: [{ date_from: '2026-12-10', date_to: '2026-12-12' }],
  conflicts: 0,
};
const empty: StaffChannel = {
  ...failed,
  id: 8,
  name: 'Booking.com',
  url: 'https://admin.booking.example/ical/9.ics',
  last_sync: { at: '2026-11-20T09:00:00Z', outcome: 'empty_held', event_count: 0, block_count: 1, error: null, error_detail: null },
  empty_pending: true,
};

describe.each(['en', 'ar'] as const)('the Channels panel of a hut (%s)', (language) => {
  const c = (readLocale(language) as Locale).dashboard.channels;

  it('shows the export address, why a read failed, and confirms an empty calendar; a refused import names the field', async () => {
    let state: HutChannels = { export_url: EXPORT, imports: [failed, empty] };
    const confirmed: number[] = [];
    server.use(
      http.get(apiUrl('/api/dashboard/huts/3/channels/'), () => HttpResponse.json(state)),
      http.post(apiUrl('/api/dashboard/huts/3/channels/:channel/confirm-empty/'), ({ params }) => {
        confirmed.push(Number(params.channel));
        const done = { ...empty, empty_pending: false, blocks: [] };
        state = { ...state, imports: [failed, done] };
        return HttpResponse.json(done);
      }),
      http.post(apiUrl('/api/dashboard/huts/3/channels/'), () => HttpResponse.json({ url: [c.reason.private] }, { status: 400 })),
    );
    const { user } = await renderWithProviders(<ChannelsPanel hutId={3} />, { language, preloadedState: { auth: sessionFor('admin') } });
    const panel = await screen.findByRole('region', { name: c.title });
    expect(await within(panel).findByLabelText(c.exportLabel)).toHaveValue(EXPORT);

    const [airbnb, booking] = within(panel).getAllByRole('listitem');
    expect(airbnb).toHaveTextContent(c.reason.http.replace('{{status}}', '503'));
    expect(booking).toHaveTextContent(c.emptyHeld);
    await user.click(within(booking).getByRole('button', { name: c.confirmEmptyLabel.replace('{{name}}', 'Booking.com') }));
    await waitFor(() => expect(confirmed).toEqual([8]));
    await waitFor(() => expect(within(panel).queryByText(c.emptyHeld)).not.toBeInTheDocument());

    await user.type(within(panel).getByRole('textbox', { name: starting(c.name) }), 'VRBO');
    await user.type(within(panel).getByRole('textbox', { name: starting(c.url) }), 'http://10.0.0.5/cal.ics');
    await user.click(within(panel).getByRole('button', { name: c.add }));
    expect(await within(panel).findByText(c.reason.private)).toBeInTheDocument();
  });

  it('says in words which calendar blocks which nights of which booking in a conflict alert', async () => {
    const alert: StaffAlert = {
      id: 5,
      kind: 'channel_conflict',
      subject_type: 'booking',
      subject_id: 41,
      message: 'Calendar "Airbnb" blocks …',
      details: {
        booking_id: 41,
        booking_code: 'KEN-QWE123',
        channel_name: 'Airbnb',
        block_from: '2026-12-12',
        block_to: '2026-12-15',
        stay_from: '2026-12-10',
        stay_to: '2026-12-14',
      },
      created_at: '2026-11-20T09:30:00Z',
      acknowledged_at: null,
      booking_id: 41,
      booking_code: 'KEN-QWE123',
      document_number: null,
    };
    server.use(
      http.get(apiUrl('/api/dashboard/alerts/'), () =>
        HttpResponse.json({ count: 1, page: 1, pages: 1, next: null, previous: null, results: [alert] }),
      ),
    );
    await renderWithProviders(undefined, { route: '/dashboard/alerts', language, preloadedState: { auth: sessionFor('admin') } });
    const text = (readLocale(language) as Locale).dashboard;
    const table = await screen.findByRole('table', { name: text.nav.alerts });
    const day = (date: string) => formatDate(date, language, { day: 'numeric', month: 'short', year: 'numeric' });
    const span = (from: string, to: string) => c.span.replace('{{from}}', day(from)).replace('{{to}}', day(to));
    const sentence = text.alerts.channelConflict
      .replace(/<\/?\w+>/g, '')
      .replace('{{channel}}', 'Airbnb')
      .replace('{{blocked}}', span('2026-12-12', '2026-12-15'))
      .replace('{{code}}', 'KEN-QWE123')
      .replace('{{stay}}', span('2026-12-10', '2026-12-14'))
      .replace(/\s+/g, ' ');
    expect(
      await within(table).findByText(
        (_content, element) => element?.tagName === 'TD' && element.textContent?.replace(/\s+/g, ' ').includes(sentence) === true,
      ),
    ).toBeInTheDocument();
  });
});
