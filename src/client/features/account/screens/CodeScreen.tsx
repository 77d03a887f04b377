// Placeholder until the account issue lands. The same code screen verifies a new account
// (/account/:email/verify-account) or a password reset (/account/:email/otp).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export type CodePurpose = 'verify' | 'reset';

export default function CodeScreen({ purpose = 'verify' }: { purpose?: CodePurpose }) {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  return purpose === 'reset' ? (
    <PlaceholderPage title={t('placeholder.resetCode.title')} description={t('placeholder.resetCode.body', { email })} />
  ) : (
    <PlaceholderPage title={t('placeholder.verifyCode.title')} description={t('placeholder.verifyCode.body', { email })} />
  );
}
