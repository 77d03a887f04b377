import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';
import { Picture } from '../../../ui/Picture';
import { BookingBar } from './BookingBar';
import { HOME_HERO_ART, HOME_HERO_PORTRAIT_MEDIA, HOME_HERO_PORTRAIT_SRCSET, HOME_HERO_SIZES } from '../../../../shared/firstView';

/**
 * The hero seascape (the resort's own art, scripts/art): the home page's first-view (LCP) picture.
 * index.html preloads it with the same `imagesrcset`/`imagesizes`: keep these paths and sizes in step.
 */
const HERO_ART = HOME_HERO_ART;
const HERO_SIZES = HOME_HERO_SIZES;

/** The first screen: the sea, one promise, and the way to book. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <Wrap aria-labelledby="home-hero-title">
      {/* A phone held upright gets the portrait crop of the same scene (a fifth of the bytes of the wide one). */}
      <picture>
        <source media={HOME_HERO_PORTRAIT_MEDIA} srcSet={HOME_HERO_PORTRAIT_SRCSET} sizes="100vw" type="image/webp" />
        <Art
          src={HERO_ART[1].url}
          variants={HERO_ART}
          width={HERO_ART[1].width}
          height={HERO_ART[1].height}
          sizes={HERO_SIZES}
          alt=""
          priority
        />
      </picture>
      <Scrim />
      <Inner>
        <Eyebrow>{t('home.heroEyebrow')}</Eyebrow>
        <Title id="home-hero-title">{t('home.heroTitle')}</Title>
        <Lead>{t('home.heroLead')}</Lead>
        <BookingBar />
      </Inner>
    </Wrap>
  );
}

export default Hero;

/* The scrim keeps foam text above 4.5:1 over every part of the picture. */
const Wrap = styled.section`
  position: relative;
  display: flex;
  align-items: flex-end;
  min-height: 640px;
  padding: ${({ theme }) => theme.space(24, 0, 10)};
  overflow: hidden;
  isolation: isolate;
  background: ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.foam};

  ${({ theme }) => theme.media.md} {
    min-height: min(86vh, 820px);
    padding-bottom: ${({ theme }) => theme.space(16)};
  }
`;

const Art = styled(Picture)`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* The huts and palms sit at the picture's end; on phones keep them in the frame. */
  object-position: 70% bottom;
`;

const Scrim = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(180deg, rgba(11, 42, 60, 0.55) 0%, rgba(11, 42, 60, 0.4) 45%, rgba(11, 42, 60, 0.8) 100%);
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.sand};
`;

const Title = styled.h1`
  max-width: 16ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.foam};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Lead = styled.p`
  max-width: 46ch;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.sand};
`;
