import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { mirrored, splitRuns } from '../../src/server/modules/bookings/pdfText';
import { renderTicketPdf } from '../../src/server/modules/bookings/ticketPdf';
import type { Language } from '../../src/shared/constants';
import { paidBooking, resortPlace } from '../helpers/server/bookingFixture';

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const outDir = process.env.TICKET_PDF_DIR ?? mkdtempSync(path.join(tmpdir(), 'ticket-'));

test('an Arabic line splits into Arabic and Latin runs; brackets and signs stand alone', () => {
  expect(splitRuns('المبلغ المدفوع 1,850.00 SAR')).toEqual([{ text: 'المبلغ المدفوع ', arabic: true }, { text: '1,850.00 SAR', arabic: false }]);
  expect(splitRuns('في 3:00 م').map((r) => r.arabic)).toEqual([true, false, true]);
  expect(splitRuns('الشعاب × 2 (شامل)').map((r) => r.text)).toEqual(['الشعاب ', '× ', '2 ', '(', 'شامل', ')']);
  expect(mirrored({ text: '(', arabic: false }, true)).toBe(')');
});

test.each<Language>(['en', 'ar'])('the e-ticket in %s parses and carries the code, the amounts with VAT, the place', async (lang) => {
  const booking = paidBooking({ qr_code: await QRCode.toDataURL('token-for-the-gate', { margin: 1, width: 240 }) });
  const pdf = await renderTicketPdf(booking, lang, 'Asia/Riyadh', resortPlace);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
  const file = path.join(outDir, `ticket-${lang}.pdf`);
  writeFileSync(file, pdf);
  const raw = pdf.toString('latin1');
  expect(raw).toContain('/Subtype /Image'); // the QR
  expect(raw).toContain('openstreetmap.org'); // the map link annotation
  if (!hasPdftotext) return;
  const extracted = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(extracted.status).toBe(0);
  const text = extracted.stdout;
  expect(text).toContain('KR-7Q2M9X');
  expect(text).toContain('1,850.00 SAR');
  expect(text).toContain('241.30 SAR');
  expect(text).toContain('200.00 SAR'); // the snorkelling tickets
  if (lang === 'ar') {
    // The Arabic face is embedded and its text comes back in logical order: shaped runs keep their ToUnicode map.
    expect(raw).toMatch(/IBMPlexSansArabic-Regular/);
    for (const words of ['كوخ المرجان', 'الضيوف', 'التذكرة']) expect(text).toContain(words);
  }
  if (lang === 'en') {
    for (const words of ['Coral Hut', 'Reef snorkelling', 'Total paid (VAT included)', '15:00', 'Umluj']) expect(text).toContain(words);
  }
});

test.each<Language>(['en', 'ar'])('the e-ticket in %s states what was refunded and what is kept, and marks a cancelled session', async (lang) => {
  const booking = paidBooking({
    qr_code: await QRCode.toDataURL('token-for-the-gate', { margin: 1, width: 240 }), paid: '4680.00', refunded: '800.00',
    events: [{ ...paidBooking().events[0], cancelled: true, refund_amount: '200.00' }],
  });
  const file = path.join(outDir, `ticket-refunded-${lang}.pdf`);
  writeFileSync(file, await renderTicketPdf(booking, lang, 'Asia/Riyadh', resortPlace));
  if (!hasPdftotext) return;
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
  for (const amount of ['4,680.00', '800.00', '3,880.00']) expect(text).toContain(amount);
  for (const words of lang === 'ar' ? ['المبلغ المسترد', 'المدفوع بعد الاسترداد', 'أُلغي'] : ['Refunded', 'Paid, after refunds', 'cancelled, refunded']) expect(text).toContain(words);
});
