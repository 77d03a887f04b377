import { ownLanguageFirst, textLanguage } from '../../src/client/ui/textLanguage';
import { firstDayOfWeek, formatDate, formatNumber, formatPrice } from '../../src/client/ui/format';
import { pickLocalized } from '../../src/client/ui/useLocalized';

describe('format helpers', () => {
  it('formats prices in SAR with Arabic-Indic digits in Arabic and Latin digits in English', () => {
    expect(formatPrice('450.00', 'en')).toMatch(/^SAR\s450$/);
    expect(formatPrice('1250.50', 'en')).toMatch(/^SAR\s1,250\.50$/);
    const arabic = formatPrice('450.00', 'ar');
    expect(arabic).toContain('٤٥٠');
    expect(arabic).toMatch(/ر\.س/);
    expect(arabic).not.toMatch(/[0-9]/);
  });

  it('formats numbers per language', () => {
    expect(formatNumber(1280, 'en')).toBe('1,280');
    expect(formatNumber(1280, 'ar')).toBe('١٬٢٨٠');
    expect(formatNumber(4.6, 'ar', { maximumFractionDigits: 1 })).toBe('٤٫٦');
  });

  it('formats calendar days with Gregorian month names in both languages, without shifting the day', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('1 March 2026');
    const arabic = formatDate('2026-03-01', 'ar');
    expect(arabic).toContain('مارس');
    expect(arabic).toContain('٢٠٢٦');
    expect(arabic).toContain('١');
  });

  it('shows date-times in the resort time zone', () => {
    // 22:30 UTC on the 1st is already the 2nd in Riyadh (UTC+3).
    expect(formatDate('2026-03-01T22:30:00Z', 'en')).toBe('2 March 2026');
  });

  it('starts the week on Saturday in Arabic and on Sunday in English', () => {
    expect(firstDayOfWeek('ar')).toBe(6);
    expect(firstDayOfWeek('en')).toBe(0);
  });
});

describe('pickLocalized', () => {
  const entry = { title: 'Sunset deck', title_ar: 'سطح الغروب' };

  it('picks the field of the active language', () => {
    expect(pickLocalized(entry, 'title', 'en')).toBe('Sunset deck');
    expect(pickLocalized(entry, 'title', 'ar')).toBe('سطح الغروب');
  });

  it('falls back to the other language when a translation is empty', () => {
    expect(pickLocalized({ title: 'Sunset deck', title_ar: ' ' }, 'title', 'ar')).toBe('Sunset deck');
    expect(pickLocalized({ title: '', title_ar: 'سطح الغروب' }, 'title', 'en')).toBe('سطح الغروب');
  });
});

describe('review languages', () => {
  const reviews = [
    { id: 1, content: 'Quiet mornings and a lovely deck.' },
    { id: 2, content: 'إقامة رائعة والفريق لطيف جدًا' },
    { id: 3, content: 'Great stay, شكرا!' },
    { id: 4, content: 'المكان هادئ، والـ Wi-Fi ممتاز' },
  ];

  it('tells Arabic from English by script', () => {
    expect(reviews.map((review) => textLanguage(review.content))).toEqual(['en', 'ar', 'en', 'ar']);
  });

  it('puts the reader’s language first, keeping each group’s order', () => {
    expect(ownLanguageFirst(reviews, 'ar', (review) => review.content).map(({ item }) => item.id)).toEqual([2, 4, 1, 3]);
    expect(ownLanguageFirst(reviews, 'en', (review) => review.content).map(({ item }) => item.id)).toEqual([1, 3, 2, 4]);
  });
});
