import type { Language } from './constants';

/**
 * The resort's name as each language writes it, in one place: the site's locale files (`common.appName`), every
 * e-mail, the e-ticket and the calendar file use this spelling. In Arabic it is "منتجع كِن", never a
 * transliteration of "Resort".
 */
export const BRAND_NAME: Record<Language, string> = { en: 'Ken Resort', ar: 'منتجع كِن' };
