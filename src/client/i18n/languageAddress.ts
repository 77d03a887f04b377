// A page's address names its language (`/ar/huts` Arabic, `/huts` by the cookie): the language switch moves to
// the same page's address in the other language, and the router (app/languageRouter.tsx) follows, drawing its
// routes under the new prefix.
import type { Language } from '../../shared/constants';
import { switchLanguagePath } from '../../shared/pagePaths';

/** Sent on window when the address has moved to another language's prefix outside the router. */
export const LANGUAGE_ADDRESS_EVENT = 'ken:language-address';

/** Moves the browser to the current page's address in `language` (query and fragment kept), as a new history entry. */
export function moveToLanguageAddress(language: Language): void {
  const { pathname, search, hash } = window.location;
  const target = switchLanguagePath(pathname + search + hash, language);
  if (target === pathname + search + hash) return;
  window.history.pushState(null, '', target);
  window.dispatchEvent(new Event(LANGUAGE_ADDRESS_EVENT));
}
