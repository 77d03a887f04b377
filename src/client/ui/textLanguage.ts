// Reviews carry no language of their own: guests write in theirs. Arabic script against Latin letters
// tells the two languages of the site apart well enough to sort and label a review.
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/g;

export function textLanguage(text: string): 'ar' | 'en' {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}

export type InLanguage<T> = { item: T; language: 'ar' | 'en' };

/**
 * Guests' words as every list of reviews shows them (the home page's testimonials, a hut's reviews):
 * those written in the reader's `language` first, each group keeping its order, each marked with its own.
 */
export function ownLanguageFirst<T>(items: readonly T[], language: string, textOf: (item: T) => string): InLanguage<T>[] {
  const own = language.slice(0, 2);
  const marked = items.map((item) => ({ item, language: textLanguage(textOf(item)) }));
  return [...marked.filter((entry) => entry.language === own), ...marked.filter((entry) => entry.language !== own)];
}
