import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '../../ui/format';
import { HeartIcon } from './SaveButton';
import { useSaved } from './useSaved';

/** The header's way to the Saved page, with how many things are on it. */
export function SavedLink() {
  const { t, i18n } = useTranslation();
  const { items } = useSaved();
  const count = items.length;
  return (
    <Link to="/saved" aria-label={count ? t('saved.navCount', { count: formatNumber(count, i18n.language) }) : t('saved.nav')}>
      <HeartIcon filled={count > 0} />
      <Label>{t('saved.nav')}</Label>
      {count ? <Count aria-hidden="true">{formatNumber(count, i18n.language)}</Count> : null}
    </Link>
  );
}

export default SavedLink;

const Link = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: ${({ theme }) => theme.minTarget};
  min-height: ${({ theme }) => theme.minTarget};
  justify-content: center;
  padding: ${({ theme }) => theme.space(0, 2)};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.coral};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 2px;
  }
`;

/** The word shows from the desktop layout up; on a phone the heart and the count say it. */
const Label = styled.span`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: inline;
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  text-align: center;
`;
