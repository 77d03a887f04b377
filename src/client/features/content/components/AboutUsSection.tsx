import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Section } from '../../../ui/Section';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetAboutUsQuery } from '../contentApi';
import { imageSrc } from './media';
import { QueryView } from './QueryView';

/** About us, then the vision and the mission side by side, each with its picture. */
export function AboutUsSection() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const query = useGetAboutUsQuery();
  return (
    <Section title={t('about.aboutTitle')} eyebrow={t('about.aboutEyebrow')}>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title={t('about.empty')} />}
        skeleton={
          <SkeletonGroup aria-label={t('a11y.loading')}>
            <Skeleton $height="320px" $radius="card" />
            <Skeleton />
            <Skeleton $width="80%" />
          </SkeletonGroup>
        }
      >
        {([about]) => (
          <>
            <Intro>
              <img
                src={imageSrc(about.main_image, '/media/content/about-main-1200.webp')}
                alt={t('about.mainImageAlt')}
                width={720}
                height={540}
              />
              <p>{pick(about, 'about_us')}</p>
            </Intro>
            <Pair>
              <Pillar>
                <img src={imageSrc(about.vision_image, '/media/content/vision-1200.webp')} alt="" width={560} height={320} loading="lazy" />
                <div>
                  <h3>{t('about.vision')}</h3>
                  <p>{pick(about, 'vission')}</p>
                </div>
              </Pillar>
              <Pillar>
                <img
                  src={imageSrc(about.mission_image, '/media/content/mission-1200.webp')}
                  alt=""
                  width={560}
                  height={320}
                  loading="lazy"
                />
                <div>
                  <h3>{t('about.mission')}</h3>
                  <p>{pick(about, 'mission')}</p>
                </div>
              </Pillar>
            </Pair>
          </>
        )}
      </QueryView>
    </Section>
  );
}

export default AboutUsSection;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(12)};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.sand};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.muted};
    white-space: pre-line;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.1fr 1fr;
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Pillar = styled(Card)`
  img {
    width: 100%;
    aspect-ratio: 7 / 4;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(6)};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
