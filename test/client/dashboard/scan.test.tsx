import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { Route, Routes } from 'react-router-dom';
import type { GateResult } from '../../../src/shared/schemas/dashboard/checkin';
import { decodeQrPixels } from '../../../src/client/features/dashboard/scan/qrDecoder';
import ScanScreen from '../../../src/client/features/dashboard/scan/ScanScreen';
import { formatNumber } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';

type Locale = { dashboard: { scan: Record<string, string> & { reason: Record<string, string> } } };
const screenAt = (
  <Routes>
    <Route path="/dashboard/scan" element={<ScanScreen />} />
  </Routes>
);

/** A QR code as RGBA pixels (what a canvas holds after drawing a photo of the e-ticket), 4 px a module, with its quiet zone. */
function qrPixels(text: string, scale = 4, margin = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * margin) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - margin;
      const column = Math.floor(x / scale) - margin;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { pixels, side };
}

const QR_TEXT = '41.KEN-7Q2M9X.abcdefghijklmnopqrstuvwxyz012345';

const answer = (over: Partial<GateResult> = {}): GateResult => ({
  valid: true,
  reason: null,
  today: '2026-04-02',
  booking: { id: 41, code: 'KEN-7Q2M9X', guest: 'Huda Al-Harbi' },
  stay: {
    hut: { title: 'Coral Hut', title_ar: 'كوخ المرجان' },
    date_from: '2026-04-01',
    date_to: '2026-04-04',
    nights: 3,
    persons: 2,
    kids: 1,
    checked_in: null,
    checked_out: null,
  },
  tickets: [
    { id: 9, kind: 'event', title: 'Night dive', title_ar: 'غوص ليلي', date: '2026-04-02', quantity: 2, redeemed: 0, remaining: 2 },
  ],
  ...over,
});

test('the fallback decoder reads the e-ticket QR code from pixels', async () => {
  const { pixels, side } = qrPixels(QR_TEXT);
  expect(await decodeQrPixels(pixels, side, side)).toBe(QR_TEXT);
  expect(await decodeQrPixels(new Uint8ClampedArray(side * side * 4).fill(255), side, side)).toBeNull();
});

describe.each(['en', 'ar'] as const)('the gate (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard.scan;
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]);
  const checkedAt = '2026-04-02T09:05:00.000Z';
  const time = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(checkedAt));

  it('a typed code shows the stay; Check in records it; scanning again says already checked in', async () => {
    const sent: string[] = [];
    let checkedIn = false;
    const stayNow = () => answer({ stay: { ...answer().stay!, checked_in: checkedIn ? { at: checkedAt, by: 'Omar Gate' } : null } });
    server.use(
      http.post(apiUrl('/api/dashboard/checkin/verify/'), async ({ request }) => {
        sent.push(((await request.json()) as { code: string }).code);
        return HttpResponse.json(stayNow());
      }),
      http.post(apiUrl('/api/dashboard/checkin/bookings/41/check-in/'), () => {
        checkedIn = true;
        return HttpResponse.json(stayNow());
      }),
      http.post(apiUrl('/api/dashboard/checkin/tickets/9/redeem/'), () =>
        HttpResponse.json(answer({ tickets: [{ ...answer().tickets[0], redeemed: 1, remaining: 1 }] })),
      ),
    );
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/scan', language });
    await user.type(await screen.findByLabelText(text.codeLabel), 'ken-7q2m9x');
    await user.click(screen.getByRole('button', { name: text.verify }));
    expect(await screen.findByText(text.valid)).toBeInTheDocument();
    expect(sent).toEqual(['ken-7q2m9x']);
    expect(screen.getByText('Huda Al-Harbi')).toBeInTheDocument();
    expect(screen.getByText(language === 'ar' ? 'كوخ المرجان' : 'Coral Hut')).toBeInTheDocument();
    // The one guest count of every screen: Arabic's dual ("بالغان"), no digits spelled out in Latin.
    expect(screen.getByText(language === 'ar' ? 'بالغان، طفل واحد' : '2 adults, 1 child')).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(fill(text.remaining, { remaining: formatNumber(2, language), quantity: formatNumber(2, language) }))),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: fill(text.redeemOne, { title: language === 'ar' ? 'غوص ليلي' : 'Night dive' }) }));
    expect(
      await screen.findByText(
        new RegExp(fill(text.remaining, { remaining: formatNumber(1, language), quantity: formatNumber(2, language) })),
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.checkIn }));
    expect(await screen.findByText(fill(text.checkedIn, { time, name: 'Omar Gate' }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.checkIn })).toBeNull();

    await user.click(screen.getByRole('button', { name: text.verify }));
    expect(await screen.findByText(fill(text.alreadyCheckedIn, { time, name: 'Omar Gate' }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.checkIn })).toBeNull();
  });

  it('a checked-in guest scanned again is offered the check-out, sent as a scan; the answer says early', async () => {
    const bodies: unknown[] = [];
    const inHut = answer({ stay: { ...answer().stay!, checked_in: { at: checkedAt, by: 'Omar Gate' } } });
    server.use(
      http.post(apiUrl('/api/dashboard/checkin/verify/'), () => HttpResponse.json(inHut)),
      http.post(apiUrl('/api/dashboard/checkin/bookings/41/check-out/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          answer({
            stay: {
              ...inHut.stay!,
              checked_out: { at: checkedAt, by: 'Lina Desk', timing: 'early', due_at: '2026-04-04T09:00:00.000Z' },
            },
          }),
        );
      }),
    );
    const locale = readLocale(language) as Locale & { dashboard: { frontDesk: Record<string, string> } };
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/scan', language });
    await user.type(await screen.findByLabelText(text.codeLabel), 'KEN-7Q2M9X');
    await user.click(screen.getByRole('button', { name: text.verify }));
    expect(await screen.findByText(fill(text.alreadyCheckedIn, { time, name: 'Omar Gate' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.checkOut }));
    expect(await screen.findByText(fill(text.checkedOut, { time, name: 'Lina Desk' }))).toBeInTheDocument();
    expect(screen.getByText(locale.dashboard.frontDesk.timingEarly)).toBeInTheDocument();
    // Leaving early frees the remaining nights, and says nothing was refunded by itself.
    expect(screen.getByText(text.earlyFreed)).toBeInTheDocument();
    expect(bodies).toEqual([{ via: 'scan' }]);
    expect(screen.queryByRole('button', { name: text.checkOut })).toBeNull();
  });

  it('a photo of the e-ticket goes through the decoder to the server; an invalid answer says why', async () => {
    const { pixels, side } = qrPixels(QR_TEXT);
    // jsdom draws nothing: the photo's bitmap and the canvas hand the decoder the QR's pixels.
    const restore = [
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockImplementation(() => ({ drawImage: () => undefined, getImageData: () => ({ data: pixels }) }) as never),
    ];
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async () => ({ width: side, height: side, close: () => undefined });
    const sent: string[] = [];
    server.use(
      http.post(apiUrl('/api/dashboard/checkin/verify/'), async ({ request }) => {
        sent.push(((await request.json()) as { code: string }).code);
        return HttpResponse.json(answer({ valid: false, reason: 'refunded' }));
      }),
    );
    try {
      const { user } = await renderWithProviders(screenAt, { route: '/dashboard/scan', language });
      await user.upload(await screen.findByLabelText(text.photo), new File(['png'], 'ticket.png', { type: 'image/png' }));
      expect(await screen.findByText(text.invalid)).toBeInTheDocument();
      expect(screen.getByText(text.reason.refunded)).toBeInTheDocument();
      await waitFor(() => expect(sent).toEqual([QR_TEXT]));
      expect(screen.queryByRole('button', { name: text.checkIn })).toBeNull();
    } finally {
      restore.forEach((spy) => spy.mockRestore());
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    }
  });
});
