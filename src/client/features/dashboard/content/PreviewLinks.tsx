import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { i18n, type Language } from '../../../i18n';
import { LANGUAGE_COOKIE } from '../../../i18n';

/**
 * Opens the guest page in a new tab in the chosen language. The language a fresh tab starts in comes from
 * the language cookie, so it is set for the new tab and put back once that tab has loaded: the staff
 * member's own language does not change.
 */
export function openPreview(path: string, language: Language) {
  const own = i18n.language;
  const setCookie = (lng: string) => {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  };
  setCookie(language);
  const opened = window.open(path, '_blank');
  const restore = () => setCookie(own);
  if (opened) opened.addEventListener('load', restore, { once: true });
  else restore();
}

export function PreviewLinks({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => openPreview(path, 'en')}>
        {t('dashboard.content.previewEn')}
      </Button>
      <Button type="button" $variant="secondary" onClick={() => openPreview(path, 'ar')}>
        {t('dashboard.content.previewAr')}
      </Button>
    </>
  );
}
