// The app's own words, for end-to-end tests that find things by their label in either language.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Locale = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export const locale = (lang: string): Locale =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/locales', `${lang}.json`), 'utf8'));

/** The sign-in form's labels. */
export const LOGIN = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'دخول' },
} as const;
