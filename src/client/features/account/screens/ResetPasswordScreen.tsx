// Placeholder until the account issue lands.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  return <PlaceholderPage title={t('placeholder.resetPassword.title')} description={t('placeholder.resetPassword.body', { email })} />;
}
