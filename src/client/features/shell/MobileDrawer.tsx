import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Drawer } from '../../ui/Drawer';
import { AccountMenu } from './AccountMenu';
import { NavItem } from './NavItem';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_LINKS } from './navLinks';

type Props = { open: boolean; onClose: () => void };

/** The phone navigation: the site's links, the language and the account, in the drawer. */
export function MobileDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} label={t('header.menu')} head={<LanguageSwitch />} animated>
      <nav aria-label={t('header.mainNav')}>
        <List>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <DrawerLink to={link.to} end={link.end}>
                {t(link.key)}
              </DrawerLink>
            </li>
          ))}
          {/* The header has no room for the Saved link on a phone: it is here instead. */}
          <li>
            <DrawerLink to="/saved">{t('saved.nav')}</DrawerLink>
          </li>
        </List>
      </nav>
      <Bottom>
        <AccountMenu />
      </Bottom>
    </Drawer>
  );
}

export default MobileDrawer;
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DrawerLink = styled(NavItem)`
  width: 100%;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &::after {
    left: 12px;
    right: auto;
    width: 32px;
  }
`;

const Bottom = styled.div`
  margin-top: auto;
`;
