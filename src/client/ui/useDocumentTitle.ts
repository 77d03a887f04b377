import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "<page> · Ken Resort" in the active language. */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  const brand = t('header.brand');
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page, brand]);
}

export default useDocumentTitle;
