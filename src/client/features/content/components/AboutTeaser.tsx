import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { ArrowRightIcon } from '../../../ui/icons';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetAboutUsQuery } from '../contentApi';
import { imageSrc } from './media';
import { QueryView } from './QueryView';

/** A first glimpse of the resort, leading to the About page. */
export function AboutTeaser() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const query = useGetAboutUsQuery();
  return (
    <Band aria-labelledby="home-about-title">
      <Layout>
        <Text>
          <Eyebrow>{t('home.aboutEyebrow')}</Eyebrow>
          <h2 id="home-about-title">{t('home.aboutTitle')}</h2>
          <QueryView
            query={query}
            isEmpty={(items) => items.length === 0}
            skeleton={
              <SkeletonGroup aria-label={t('a11y.loading')}>
                <Skeleton />
                <Skeleton />
                <Skeleton $width="70%" />
              </SkeletonGroup>
            }
          >
            {([about]) => <Body>{pick(about, 'about_us')}</Body>}
          </QueryView>
          <div>
            <LinkButton to="/about" $variant="secondary">
              {t('home.aboutMore')}
              <ArrowRightIcon size={18} />
            </LinkButton>
          </div>
        </Text>
        <Picture>
          <img
            src={imageSrc(query.data?.[0]?.main_image, '/media/content/about-main-1200.webp')}
            alt={t('home.aboutImageAlt')}
            width={640}
            height={480}
            loading="lazy"
          />
        </Picture>
      </Layout>
    </Band>
  );
}

export default AboutTeaser;

const Band = styled.section`
  padding: ${({ theme }) => theme.space(16, 0)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(24, 0)};
  }
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.lagoonDark};
`;

const Body = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.muted};
  white-space: pre-line;
`;

const Picture = styled.div`
  position: relative;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.card};
    box-shadow: ${({ theme }) => theme.shadow};
    background: ${({ theme }) => theme.colors.sand};
  }
  &::before {
    content: '';
    position: absolute;
    top: -16px;
    left: -16px;
    width: 96px;
    height: 96px;
    border-top: 2px solid ${({ theme }) => theme.colors.coral};
    border-left: 2px solid ${({ theme }) => theme.colors.coral};
    border-top-left-radius: ${({ theme }) => theme.radii.card};
  }
`;
