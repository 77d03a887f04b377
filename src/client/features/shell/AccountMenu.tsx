import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsAuthenticated } from '../auth/authSlice';
import { UserIcon } from '../../ui/icons';

const SignedInMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ './SignedInMenu'));

// The auth selectors are typed on their own slice, so react-redux's useSelector needs no app types
// (features do not import the app shell).
/** Signed in: a disclosure with the guest's name and account links. Signed out: a sign-in link. */
export function AccountMenu() {
  const { t } = useTranslation();
  const isAuthenticated = useSelector(selectIsAuthenticated);
  if (!isAuthenticated) {
    return (
      <SignIn to="/account/login">
        <UserIcon size={18} />
        {t('header.signIn')}
      </SignIn>
    );
  }
  return (
    <Suspense fallback={<Pending aria-hidden="true" />}>
      <SignedInMenu />
    </Suspense>
  );
}

export default AccountMenu;

const SignIn = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.foam};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

/** The menu's place while its code arrives (a moment after signing in), so the header does not shift. */
const Pending = styled.span`
  display: inline-block;
  min-width: ${({ theme }) => theme.minTarget};
  min-height: ${({ theme }) => theme.minTarget};
`;
