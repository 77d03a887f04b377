// Placeholder until its feature issue lands: a real, translated page rather than an empty component.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export default function ContactScreen() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('placeholder.contact.title')} description={t('placeholder.contact.body')} />;
}
