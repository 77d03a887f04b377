import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { loadArabicFaces, mirrored, splitRuns } from '../../src/server/lib/pdfText';
import { renderTicketPdf } from '../../src/server/modules/bookings/ticketPdf';
import type { Language } from '../../src/shared/constants';
import type { DateCalendars } from '../../src/shared/hijri';
import { paidBooking, resortPlace } from '../helpers/server/bookingFixture';

/** An amount as the e-ticket writes it: "1,850.00 SAR", "١٬٨٥٠٫٠٠ ر.س." (Intl's bidi marks left out). */
const money = (lang: Language, value: number) =>
  lang === 'ar'
    ? new Intl.NumberFormat('ar-SA-u-nu-arab', { style: 'currency', currency: 'SAR' })
        .format(value)
        .replace(/[\u200E\u200F]/g, '')
        .split('\u00A0')[0]
    : `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(value)} SAR`;
const withoutVowels = (value: string) => value.replace(/[\u064B-\u0652]/g, '');
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const outDir = process.env.TICKET_PDF_DIR ?? mkdtempSync(path.join(tmpdir(), 'ticket-'));

test('the Arabic faces are parsed once: every document is handed the same fonts', async () => {
  // Two tickets first, as a day's confirmations would be: each registers the faces and shapes Arabic with them.
  await renderTicketPdf(paidBooking(), 'ar', 'Asia/Riyadh', resortPlace);
  await renderTicketPdf(paidBooking(), 'ar', 'Asia/Riyadh', resortPlace);
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
    create(bytes: Uint8Array): { familyName: string; hasGlyphForCodePoint(code: number): boolean };
  };
  const faces = loadArabicFaces();
  expect(faces).toBe(loadArabicFaces());
  for (const handle of [faces.regular, faces.bold]) {
    // What pdfkit hands fontkit in each document (a handle, not the 60 KB of the face), and what fontkit gives back.
    expect(handle.length).toBe(16);
    const font = fontkit.create(handle);
    expect(fontkit.create(handle)).toBe(font);
    expect(font.familyName).toMatch(/^IBM Plex Sans Arabic/);
    expect(font.hasGlyphForCodePoint(0x0643)).toBe(true); // ك
  }
  expect(fontkit.create(faces.bold)).not.toBe(fontkit.create(faces.regular));
});

test('an Arabic line splits into Arabic and Latin runs; brackets and signs stand alone', () => {
  expect(splitRuns('المبلغ المدفوع 1,850.00 SAR')).toEqual([
    { text: 'المبلغ المدفوع ', arabic: true },
    { text: '1,850.00 SAR', arabic: false },
  ]);
  expect(splitRuns('في 3:00 م').map((r) => r.arabic)).toEqual([true, false, true]);
  expect(splitRuns('الشعاب × 2 (شامل)').map((r) => r.text)).toEqual(['الشعاب ', '× ', '2 ', '(', 'شامل', ')']);
  expect(mirrored({ text: '(', arabic: false }, true)).toBe(')');
  // Arabic-Indic numbers are runs of their own, kept whole across ":" and the Arabic separators, read left to right.
  expect(splitRuns('في ٠٣:٠٠ م')).toEqual([
    { text: 'في ', arabic: true },
    { text: '٠٣:٠٠ ', arabic: true, digits: true },
    { text: 'م', arabic: true },
  ]);
  expect(splitRuns('١٬٨٥٠٫٠٠ ر.س.').map((r) => [r.text, r.digits ?? false])).toEqual([
    ['١٬٨٥٠٫٠٠ ', true],
    ['ر', false],
    ['.', false],
    ['س', false],
    ['.', false],
  ]);
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
  // pdftotext drops the short vowels (the kasra of "كِن") from shaped runs: compare without them.
  const text = withoutVowels(extracted.stdout);
  expect(text).toContain('KR-7Q2M9X');
  // Amounts in the reader's digits: Arabic-Indic in Arabic, drawn in reading order.
  for (const amount of [1850, 241.3, 200]) expect(text).toContain(money(lang, amount)); // 200: the snorkelling tickets
  expect(text).toContain('+966 12 345 6789'); // the resort's phone, as in every e-mail
  if (lang === 'ar') {
    // The Arabic face is embedded and its text comes back in logical order: shaped runs keep their ToUnicode map.
    expect(raw).toMatch(/IBMPlexSansArabic-Regular/);
    for (const words of ['كوخ المرجان', 'الضيوف', 'التذكرة', 'منتجع كن', 'بالغان وطفل واحد', '٠٣:٠٠']) expect(text).toContain(words);
    expect(text.replace(/KR-7Q2M9X|https:\S+|\d+[،,]|\+966[\d ]+/g, '')).not.toMatch(/[0-9]/); // the address's house numbers are the data's own
  }
  if (lang === 'en') {
    for (const words of ['Coral Hut', 'Reef snorkelling', 'Total paid (VAT included)', '15:00', 'Umluj', '2 adults and 1 child'])
      expect(text).toContain(words);
  }
});

test.each<Language>(['en', 'ar'])(
  'the e-ticket in %s states what was refunded and what is kept, and marks a cancelled session',
  async (lang) => {
    const booking = paidBooking({
      qr_code: await QRCode.toDataURL('token-for-the-gate', { margin: 1, width: 240 }),
      paid: '4680.00',
      refunded: '800.00',
      events: [{ ...paidBooking().events[0], cancelled: true, refund_amount: '200.00' }],
    });
    const file = path.join(outDir, `ticket-refunded-${lang}.pdf`);
    writeFileSync(file, await renderTicketPdf(booking, lang, 'Asia/Riyadh', resortPlace));
    if (!hasPdftotext) return;
    const text = withoutVowels(spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout);
    for (const amount of [4680, 800, 3880]) expect(text).toContain(money(lang, amount));
    for (const words of lang === 'ar' ? ['المبلغ', 'المدفوع بعد', 'ألغي'] : ['Refunded', 'Paid, after refunds', 'cancelled, refunded'])
      expect(text).toContain(words);
  },
);

test.each<[Language, DateCalendars, boolean]>([
  ['ar', 'both', true],
  ['ar', 'gregorian', false],
  ['en', 'both', false],
])('the e-ticket in %s (dates: %s) writes the Umm al-Qura date under check-in and check-out: %s', async (lang, calendars, hijri) => {
  const booking = paidBooking({ qr_code: await QRCode.toDataURL('token-for-the-gate', { margin: 1, width: 240 }) });
  const file = path.join(outDir, `ticket-${lang}-${calendars}.pdf`);
  writeFileSync(file, await renderTicketPdf(booking, lang, 'Asia/Riyadh', resortPlace, undefined, calendars));
  if (!hasPdftotext) return;
  // pdftotext marks the direction of each run (U+202A–U+202E) and moves the spaces between runs: compare without either.
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout.replace(/[\u202A-\u202E\s]/g, '');
  // Check-in 1 April 2026 is 13 Shawwal 1447, check-out 3 April is 15 Shawwal (the fixture's stay, in Riyadh).
  for (const day of ['١٣شوال١٤٤٧هـ', '١٥شوال١٤٤٧هـ']) expect(text.includes(day)).toBe(hijri);
  expect(text).toContain(lang === 'ar' ? '٢٠٢٦' : '2026');
});
