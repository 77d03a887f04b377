// Placeholder until the account issue lands. One screen serves both sign-ups; the route picks the mode.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export type RegisterMode = 'guest' | 'supplier';

export default function RegisterScreen({ mode = 'guest' }: { mode?: RegisterMode }) {
  const { t } = useTranslation();
  return mode === 'supplier' ? (
    <PlaceholderPage title={t('placeholder.supplier.title')} description={t('placeholder.supplier.body')} />
  ) : (
    <PlaceholderPage title={t('placeholder.register.title')} description={t('placeholder.register.body')} />
  );
}
