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
    // Named by its own words (the word, then the count), so the name holds what a sighted user reads.
    <Link to="/saved">
      <HeartIcon filled={count > 0} />
      <Label>{t('saved.nav')}</Label> {count ? <Count>{formatNumber(count, i18n.language)}</Count> : null}
    </Link>
  );
}

export default SavedLink;

const Link = styled(NavLink)`
  position: relative;
  flex: none;
  svg {
    flex: none;
  }
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
  /* The current page: a coral line under it, as the main navigation marks its own (the text keeps its contrast). */
  &[aria-current='page'] {
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.coral};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 2px;
  }
`;

/** The word shows from the desktop layout up; on a phone only screen readers read it, beside the heart and the count. */
const Label = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  ${({ theme }) => theme.media.lg} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
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
