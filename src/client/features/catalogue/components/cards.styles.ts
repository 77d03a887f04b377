import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../../ui/Card';

export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A card whose title link stretches over the whole card, so the whole card is the link. */
export const LinkCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  transition:
    transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`},
    box-shadow ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 20px 40px -16px rgba(11, 42, 60, 0.28);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

/**
 * How wide a card's picture is drawn, from the page's own geometry (Container's side padding 20 px, 32 px from
 * `md`; CardGrid's 24-px gap; content at most 1200 px): one column on phones (390 → 350 px), two on tablets,
 * three on desktops (363 px from 1200). `100vw` on phones and 380 px on desktops over-stated the picture by the
 * page's margins, so a phone of 2.5–2.7 device pixels per px (many Android phones) took the 1600-px file where
 * the 960-px one covers the 350-px picture.
 */
export const CARD_SIZES =
  '(min-width: 1200px) 363px, (min-width: 900px) calc((100vw - 112px) / 3), (min-width: 600px) calc((100vw - 64px) / 2), calc(100vw - 40px)';

export const CardMedia = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.sand};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Badge = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(251, 250, 247, 0.94);
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
`;

export const CardTitle = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.deepSea};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`;

export const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1, 4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

export const PriceLine = styled.p`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  strong {
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .nightly {
    display: block;
    margin-top: ${({ theme }) => theme.space(0.5)};
  }
`;

export const RatingRow = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
