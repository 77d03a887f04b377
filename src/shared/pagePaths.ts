// The paths of the web app's pages (the page table, src/client/app/pages.tsx, takes its paths from here), and
// their addresses per language: a page in English at its plain path, in Arabic under /ar (`/ar`, `/ar/huts`).
// The server reads them to answer 404 for a path that is no page, and to list the public pages for crawlers.
import { DEFAULT_LANGUAGE, type Language } from './constants';

/** Pages for everyone, which search engines may list (those with `:id` once per hut, event or service). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/terms-and-conditions',
  '/privacy',
  '/services',
  '/services/:id',
  '/event',
  '/event/:id/details',
  '/huts',
  '/huts/:id/details',
  '/contact',
] as const;

/** Pages for visitors signing in or up, signed-in guests and staff: addresses that exist but are not listed. */
export const PRIVATE_PAGE_PATHS = [
  '/account/login',
  '/account/register',
  '/account/supplier',
  '/account/:email/verify-account',
  '/account/:email/supplier-application',
  '/account/:email/otp',
  '/account/forget-password',
  '/account/:email/reset-password',
  '/account/join-staff/:token',
  '/dashboard/*',
  '/:id/:type/confirm-booking',
  '/:id/payment',
  '/:id/payment/success',
  '/pay/:token',
  '/pay/:token/done',
  '/my-booking',
  '/profile',
  '/saved',
] as const;

export type PagePath = (typeof PUBLIC_PAGE_PATHS)[number] | (typeof PRIVATE_PAGE_PATHS)[number];

const ALL_PAGE_PATHS: readonly PagePath[] = [...PUBLIC_PAGE_PATHS, ...PRIVATE_PAGE_PATHS];

/** The language prefix of a language's addresses: none for English (the plain paths), `/ar` for Arabic. */
export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** A path split into the language its address names (`/ar/…`), if any, and the page's path without it. */
export function splitLanguagePath(pathname: string): { language?: Language; path: string } {
  const match = /^\/ar(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { path: pathname };
  return { language: 'ar', path: match[1] || '/' };
}

/** The address of a page's path (without a language prefix) in a language: `/huts` → `/ar/huts`, `/` → `/ar`. */
export function localizedPath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The same page's address in the other language, keeping the query and fragment (`/huts?x=1` → `/ar/huts?x=1`). */
export function switchLanguagePath(url: string, language: Language): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  return localizedPath(splitLanguagePath(pathname || '/').path, language) + rest;
}

/** Whether `pathname` (without a language prefix) matches a page path: `:name` is one segment, a final `*` any rest. */
export function matchesPagePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  for (let i = 0; i < wanted.length; i += 1) {
    if (wanted[i] === '*') return true;
    const segment = given[i];
    if (segment === undefined) return false;
    if (!wanted[i].startsWith(':') && wanted[i] !== segment) return false;
  }
  return given.length === wanted.length;
}

/** The page path an address (path only, either language) is drawn by, or undefined: the address is no page. */
export function pagePathOf(pathname: string): PagePath | undefined {
  const { path } = splitLanguagePath(pathname.split(/[?#]/)[0]);
  // A trailing slash reaches the same page, as react-router reads it.
  const plain = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ALL_PAGE_PATHS.find((pattern) => matchesPagePath(pattern, plain));
}
