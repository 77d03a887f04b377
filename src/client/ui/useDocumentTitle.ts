import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the server's renderer collects the title of the page it draws (src/client/ssr); none in the browser. */
export const ServerTitleContext = createContext<{ title?: string } | null>(null);

/** Sets the tab title as "<page> · Ken Resort" in the active language (on the server, the page's <title>). */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  const brand = t('header.brand');
  const title = page ? `${page} · ${brand}` : brand;
  const server = useContext(ServerTitleContext);
  // The server draws each page once and never runs effects: the last title set while drawing is the page's.
  if (server) server.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export default useDocumentTitle;
