import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../../ui/Card';
import { Section } from '../../../ui/Section';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetSpecialAboutUsQuery } from '../contentApi';
import { imageSrc } from './media';
import { QueryView } from './QueryView';

/** "What makes us special": image cards with a short title each. */
export function SpecialSection({ tone = 'foam' }: { tone?: 'foam' | 'sand' }) {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const query = useGetSpecialAboutUsQuery();
  return (
    <Section tone={tone} title={t('home.specialTitle')} eyebrow={t('home.specialEyebrow')} intro={t('home.specialIntro')}>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        skeleton={
          <Grid as={SkeletonGroup} aria-label={t('a11y.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} $height="280px" $radius="card" />
            ))}
          </Grid>
        }
      >
        {(items) => (
          <Grid>
            {items.map((item, index) => (
              <Tile key={item.id}>
                <img
                  src={imageSrc(item.image, `/media/content/special-${(index % 4) + 1}-1200.webp`)}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                />
                <h3>{pick(item, 'title')}</h3>
              </Tile>
            ))}
          </Grid>
        )}
      </QueryView>
    </Section>
  );
}

export default SpecialSection;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled(Card).attrs({ as: 'li' })`
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
  h3 {
    padding: ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
