import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectAvatar, selectFullName, selectRole } from '../auth/authSlice';
import { canUseDashboard } from '../dashboard/access';
import { useLogout } from '../auth/useLogout';
import { mediaUrl } from '../../api/mediaUrl';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';

// The account menu of a signed-in visitor: a disclosure with their name and account links. It comes with the
// session (AccountMenu loads it), so a first visit, signed out, does not download it.
// The auth selectors are typed on their own slice, so react-redux's useSelector needs no app types
// (features do not import the app shell).
export default function SignedInMenu() {
  const { t } = useTranslation();
  const fullName = useSelector(selectFullName);
  const avatar = useSelector(selectAvatar);
  const role = useSelector(selectRole);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const avatarSrc = avatar ? mediaUrl(avatar) : undefined;
  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { name: fullName ?? '' })}
        onClick={() => setOpen((value) => !value)}
      >
        {avatarSrc ? <Avatar src={avatarSrc} alt="" width={32} height={32} /> : <UserIcon size={20} />}
        <Name>{fullName}</Name>
        <ChevronDownIcon size={16} />
      </Trigger>
      <Panel id={menuId} hidden={!open}>
        {canUseDashboard(role) ? (
          <li>
            <Item as={Link} to="/dashboard">
              {t('header.backOffice')}
            </Item>
          </li>
        ) : null}
        <li>
          <Item as={Link} to="/profile">
            {t('header.profile')}
          </Item>
        </li>
        <li>
          <Item as={Link} to="/my-booking">
            {t('header.myBookings')}
          </Item>
        </li>
        <li>
          <Item as={Link} to="/contact">
            {t('header.contact')}
          </Item>
        </li>
        <li>
          <Item type="button" onClick={() => logout()}>
            {t('header.signOut')}
          </Item>
        </li>
      </Panel>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(1, 3, 1, 1)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
`;

const Avatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
`;

const Name = styled.span`
  max-width: 12ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadow};

  &[hidden] {
    display: none;
  }
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.input};
  background: transparent;
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
`;
