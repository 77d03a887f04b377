import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectRole, selectStaffRole } from '../../auth/authSlice';
import { HOME_PATH, NAV_GROUPS, entriesFor } from '../nav';
import { AVAILABLE_AREAS } from '../routes';
import { RefundsBadge } from '../refunds/RefundsBadge';
import { DeskRefundsBadge } from '../deskRefunds/DeskRefundsBadge';
import { OpenAlertsBadge } from '../alerts/OpenAlertsBadge';
import { OpenSupportBadge } from '../support/OpenSupportBadge';

/** The areas the signed-in role may open, grouped; used by the side bar and the phone drawer alike. */
export function SideNav() {
  const { t } = useTranslation();
  const role = useSelector(selectRole);
  const staffRole = useSelector(selectStaffRole);
  const entries = entriesFor(role, AVAILABLE_AREAS, staffRole);
  return (
    <nav aria-label={t('dashboard.nav.label')}>
      {NAV_GROUPS.map((group) => {
        const inGroup = entries.filter((entry) => entry.group === group.id);
        if (inGroup.length === 0) return null;
        return (
          <Group key={group.id}>
            <GroupTitle>{t(group.key)}</GroupTitle>
            <List>
              {inGroup.map((entry) => (
                <li key={entry.path}>
                  <Item to={entry.path === HOME_PATH ? '/dashboard' : `/dashboard/${entry.path}`} end={entry.path === HOME_PATH}>
                    {t(entry.key)}
                    {entry.path === 'support' ? <OpenSupportBadge /> : null}
                    {entry.path === 'refunds' ? <RefundsBadge /> : null}
                    {entry.path === 'desk-refunds' ? <DeskRefundsBadge /> : null}
                    {entry.path === 'alerts' ? <OpenAlertsBadge /> : null}
                  </Item>
                </li>
              ))}
            </List>
          </Group>
        );
      })}
    </nav>
  );
}

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const GroupTitle = styled.p`
  margin: ${({ theme }) => theme.space(0, 0, 1)};
  padding: ${({ theme }) => theme.space(0, 3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Written for left-to-right: the current area's bar moves to the right edge in Arabic. */
const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2, 3)};
  border-left: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.input};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.coral};
    background: ${({ theme }) => theme.colors.sand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
