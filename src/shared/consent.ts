// Consent (issue 26 §1): the exact words a person is shown when they agree to marketing e-mails. The web app shows
// these strings (not a translation file) and the server records the same string with its version, so the record says
// word for word what was agreed to. A change of wording is a new version: earlier records keep the words they had.
import type { Language } from './constants';

export const MARKETING_CONSENT_VERSION = '2026-11';

export const MARKETING_CONSENT_TEXT: Record<Language, string> = {
  en: 'Send me Ken Resort news and offers by e-mail (about one a month). I can stop them at any time from my profile or with the link in every such e-mail.',
  ar: 'أرسلوا إليّ أخبار منتجع كِن وعروضه بالبريد الإلكتروني (نحو رسالة في الشهر). ويمكنني إيقافها متى شئت من ملفي الشخصي أو من الرابط الموجود في كل رسالة منها.',
};
