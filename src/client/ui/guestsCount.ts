import { useTranslation } from 'react-i18next';

/**
 * "2 adults, 1 child" / "بالغان، طفل واحد": every screen's guest count, with the language's plural rules (Arabic's
 * dual and few/many forms) and its digits, and no "0 children" when no child comes along.
 */
export function useGuestsCount() {
  const { t } = useTranslation();
  return (adults: number, kids: number) => {
    const adultsText = t('counts.adults', { count: adults });
    return kids > 0 ? t('counts.adultsAndChildren', { adults: adultsText, kids: t('counts.children', { count: kids }) }) : adultsText;
  };
}
