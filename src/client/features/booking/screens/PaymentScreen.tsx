// Placeholder until its feature issue lands: a real, translated page rather than an empty component.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export default function PaymentScreen() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('placeholder.payment.title')} description={t('placeholder.payment.body')} />;
}
