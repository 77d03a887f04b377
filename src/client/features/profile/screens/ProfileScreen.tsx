import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DetailsForm } from '../components/DetailsForm';
import { EmailForm } from '../components/EmailForm';
import { Panel, PanelTitle } from '../../../ui/Panel';
import { PasswordForm } from '../components/PasswordForm';
import { useGetUserInfoQuery } from '../profileApi';

export default function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { data: profile, isLoading, isError, refetch } = useGetUserInfoQuery();
  return (
    <Page>
      <Heading tabIndex={-1}>{t('profile.title')}</Heading>
      {isLoading ? (
        <Skeleton $height="420px" $radius="card" />
      ) : isError || !profile ? (
        <ErrorState onRetry={() => void refetch()} />
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
        </Stack>
      )}
    </Page>
  );
}

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 880px;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Heading = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.deepSea};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  &:focus {
    outline: none;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;
