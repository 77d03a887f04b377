import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DetailsForm } from '../components/DetailsForm';
import { EmailForm } from '../components/EmailForm';
import { FormPage, FormPageTitle, Panel, PanelTitle } from '../../../ui/Panel';
import { PasswordForm } from '../components/PasswordForm';
import { DataExportButton, DeleteAccount, MarketingConsent } from '../components/PrivacySection';
import { useGetUserInfoQuery } from '../profileApi';

export default function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { data: profile, isLoading, isError, error, refetch } = useGetUserInfoQuery();
  return (
    <FormPage>
      <FormPageTitle tabIndex={-1}>{t('profile.title')}</FormPageTitle>
      {isLoading ? (
        <Skeleton $height="420px" $radius="card" />
      ) : isError || !profile ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack>
          <Panel aria-labelledby="profile-details">
            <PanelTitle id="profile-details">{t('profile.details.title')}</PanelTitle>
            <DetailsForm key={profile.id} profile={profile} />
          </Panel>
          <Panel aria-labelledby="profile-email">
            <PanelTitle id="profile-email">{t('profile.email.title')}</PanelTitle>
            <EmailForm current={profile.email} />
          </Panel>
          <Panel aria-labelledby="profile-password">
            <PanelTitle id="profile-password">{t('profile.password.title')}</PanelTitle>
            <PasswordForm />
          </Panel>
          <Panel aria-labelledby="profile-consent">
            <PanelTitle id="profile-consent">{t('profile.privacy.consentTitle')}</PanelTitle>
            <MarketingConsent />
          </Panel>
          <Panel aria-labelledby="profile-export">
            <PanelTitle id="profile-export">{t('profile.privacy.exportTitle')}</PanelTitle>
            <DataExportButton />
          </Panel>
          <Panel aria-labelledby="profile-delete">
            <PanelTitle id="profile-delete">{t('profile.privacy.deleteTitle')}</PanelTitle>
            <DeleteAccount hasPassword={profile.has_password !== false} />
          </Panel>
        </Stack>
      )}
    </FormPage>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;
