import { hijriDate, hijriDayNumber, hijriMonths, showsHijri, withHijri } from '../../src/shared/hijri';
import { formatDate } from '../../src/client/ui/format';

// Known Umm al-Qura days (as Saudi Arabia's calendar and ICU give them), pinned so a change of calendar or ICU shows.
describe('hijriDate (Umm al-Qura through Intl)', () => {
  it('gives the Umm al-Qura day of a calendar day, with Arabic-Indic digits', () => {
    expect(hijriDate('2026-02-18')).toBe('١ رمضان ١٤٤٧ هـ');
    expect(hijriDate('2026-06-16')).toBe('١ محرم ١٤٤٨ هـ');
    expect(hijriDate('2026-11-27')).toBe('١٧ جمادى الآخرة ١٤٤٨ هـ');
  });

  it('is the Umm al-Qura calendar, not the tabular or the astronomical one', () => {
    const other = (calendar: string, day: string) =>
      new Intl.DateTimeFormat(`ar-SA-u-ca-${calendar}-nu-arab`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      );
    // Sha'ban 1447 has 29 days in Umm al-Qura, 30 in ICU's 'islamic'; the tabular year 1448 starts a day later.
    expect(hijriDate('2026-02-17')).toBe('٢٩ شعبان ١٤٤٧ هـ');
    expect(other('islamic', '2026-02-17')).toBe('٣٠ شعبان ١٤٤٧ هـ');
    expect(other('islamic-civil', '2026-06-16')).toBe('٣٠ ذو الحجة ١٤٤٧ هـ');
  });

  it('reads an instant on the resort calendar, so a late check-out time does not move the day', () => {
    // 22:30 UTC on 17 February is already 18 February (1 Ramadan) in Riyadh.
    expect(hijriDate('2026-02-17T22:30:00Z')).toBe('١ رمضان ١٤٤٧ هـ');
    expect(hijriDate('2026-02-17T22:30:00Z', 'UTC')).toBe('٢٩ شعبان ١٤٤٧ هـ');
  });

  it('writes the Hijri date after the Gregorian one, in brackets', () => {
    const gregorian = formatDate('2026-11-27', 'ar', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    expect(withHijri(gregorian, '2026-11-27')).toBe('الجمعة، ٢٧ نوفمبر ٢٠٢٦ (١٧ جمادى الآخرة ١٤٤٨ هـ)');
  });

  it('gives a day’s Hijri number and the Hijri months a span of days covers, across a Hijri new year', () => {
    expect(hijriDayNumber('2026-06-16')).toBe('١');
    expect(hijriMonths('2026-11-01', '2026-11-30')).toBe('جمادى الأولى – جمادى الآخرة ١٤٤٨ هـ');
    expect(hijriMonths('2026-06-01', '2026-06-30')).toBe('ذو الحجة ١٤٤٧ – محرم ١٤٤٨ هـ');
  });

  it('is shown in Arabic unless the reader chose Gregorian only, never in English', () => {
    expect(showsHijri('ar')).toBe(true);
    expect(showsHijri('ar', 'both')).toBe(true);
    expect(showsHijri('ar', 'gregorian')).toBe(false);
    expect(showsHijri('en')).toBe(false);
    expect(showsHijri('en', 'both')).toBe(false);
  });
});
