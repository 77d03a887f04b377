import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';
import { BookingBar } from './BookingBar';

/** The first screen: the sea, one promise, and the way to book. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <Wrap aria-labelledby="home-hero-title">
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
  background:
    linear-gradient(180deg, rgba(11, 42, 60, 0.55) 0%, rgba(11, 42, 60, 0.45) 45%, rgba(11, 42, 60, 0.8) 100%),
    url('/media/hero/seascape.svg') center bottom / cover no-repeat,
    ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.foam};

  ${({ theme }) => theme.media.md} {
    min-height: min(86vh, 820px);
    padding-bottom: ${({ theme }) => theme.space(16)};
  }
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
