// The browser's router under the address's language prefix: on /ar/… the routes are drawn under the `/ar`
// basename, so every link and redirect inside an Arabic page stays under /ar with no change to the links
// themselves. When the prefix changes (the language switch, or Back across it) the router starts again on the
// new address.
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { languagePrefix, splitLanguagePath } from '../../shared/pagePaths';
import { changeLanguage } from '../i18n';
import { LANGUAGE_ADDRESS_EVENT } from '../i18n/languageAddress';
import { loadRtlPlugin } from '../ui/rtlPlugin';

/** The basename of an address: `/ar` under the Arabic prefix, else none. */
export function basenameOf(pathname: string): string {
  const { language } = splitLanguagePath(pathname);
  return language ? languagePrefix(language) : '';
}

export function LanguageRouter({ children }: { children: ReactNode }) {
  const [base, setBase] = useState(() => basenameOf(window.location.pathname));
  useEffect(() => {
    const follow = () => setBase(basenameOf(window.location.pathname));
    const back = () => {
      follow();
      // Back to an /ar address is back to Arabic; a plain address keeps the language chosen last (the cookie's).
      const { language } = splitLanguagePath(window.location.pathname);
      if (language) void (language === 'ar' ? loadRtlPlugin() : Promise.resolve()).then(() => changeLanguage(language));
    };
    window.addEventListener(LANGUAGE_ADDRESS_EVENT, follow);
    window.addEventListener('popstate', back);
    return () => {
      window.removeEventListener(LANGUAGE_ADDRESS_EVENT, follow);
      window.removeEventListener('popstate', back);
    };
  }, []);
  return (
    <BrowserRouter key={base || '/'} basename={base || undefined}>
      {children}
    </BrowserRouter>
  );
}
