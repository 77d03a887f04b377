import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import { Select } from '../../../ui/form';

/** "YYYY-MM" of today and the `count − 1` months before it, newest first. */
export function recentMonths(count = 24, today = new Date()): string[] {
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth() - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A month's name as the reader says it ("March 2026", «مارس ٢٠٢٦»). */
export const monthLabel = (month: string, lang: string) => formatDate(`${month}-01`, lang, { month: 'long', year: 'numeric' });

/** A choice of the recent months, labelled in the page's language (Intl). */
export function MonthPicker({ value, onChange, label }: { value: string; onChange: (month: string) => void; label?: string }) {
  const { t, i18n } = useTranslation();
  const months = recentMonths();
  const options = (months.includes(value) ? months : [value, ...months]).map((month) => ({
    value: month,
    label: monthLabel(month, i18n.language),
  }));
  return (
    <Select
      label={label ?? t('dashboard.finance.month')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={options}
    />
  );
}
