// Who is signed in to the back office, their "Sign-in and security" screen, and signing out: in the top bar on wide
// screens (the name and address, the link and the sign-out button beside them), in the drawer on phones, where the
// top bar has no room.
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectEmail, selectFullName } from '../../auth/authSlice';
import { useLogout } from '../../auth/useLogout';

export function AccountBlock({ place }: { place: 'bar' | 'drawer' }) {
  const { t } = useTranslation();
  const fullName = useSelector(selectFullName);
  const email = useSelector(selectEmail);
  const logout = useLogout();
  const who = (
    <>
      <strong>
        <bdi>{fullName}</bdi>
      </strong>
      <span>
        <bdi>{email}</bdi>
      </span>
    </>
  );
  const signOut = (
    <SignOut type="button" onClick={() => logout('/')}>
      {t('header.signOut')}
    </SignOut>
  );
  const security = <SecurityLink to="/dashboard/security">{t('dashboard.security.open')}</SecurityLink>;
  if (place === 'drawer') {
    return (
      <DrawerAccount>
        {who}
        {security}
        {signOut}
      </DrawerAccount>
    );
  }
  // Two items of the bar's row, so its gap falls between them as between its other items.
  return (
    <>
      <Who title={t('dashboard.signedInAs', { name: fullName ?? email ?? '' })}>{who}</Who>
      <WideOnly>{security}</WideOnly>
      <WideOnly>{signOut}</WideOnly>
    </>
  );
}

const Who = styled.div`
  display: none;
  line-height: 1.3;
  strong,
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const WideOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const DrawerAccount = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
  button {
    justify-self: start;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const SecurityLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  color: ${({ theme }) => theme.colors.lagoonDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const SignOut = styled.button`
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2, 4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
`;
