import { useTranslation } from 'react-i18next';

/** "In Arabic" / "In English": the language a guest wrote a review in, beside it. */
export function ReviewLanguage({ language, className }: { language: 'ar' | 'en'; className?: string }) {
  const { t } = useTranslation();
  return <span className={className}>{language === 'ar' ? t('reviews.inArabic') : t('reviews.inEnglish')}</span>;
}

export default ReviewLanguage;
