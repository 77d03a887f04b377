import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from '../../../../shared/schemas/content';
import { Card } from '../../../ui/Card';
import { Section } from '../../../ui/Section';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useLocalized } from '../../../ui/useLocalized';
import { imageSrc } from './media';
import { QueryView, type QueryLike } from './QueryView';

type Props = {
  title: string;
  eyebrow?: string;
  tone?: 'foam' | 'sand';
  query: QueryLike<ContentBlock[]>;
  /** The project's own picture used when an entry has none: `${fallbackImage}-${n}-1200.webp`. */
  fallbackImage: string;
  fallbackCount: number;
  layout?: 'alternate' | 'grid';
};

/** Story and our-services entries: picture, title, description. */
export function BlocksSection({ title, eyebrow, tone = 'foam', query, fallbackImage, fallbackCount, layout = 'grid' }: Props) {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  return (
    <Section tone={tone} title={title} eyebrow={eyebrow}>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        skeleton={
          <Grid as={SkeletonGroup} aria-label={t('a11y.loading')} $layout={layout}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} $height="320px" $radius="card" />
            ))}
          </Grid>
        }
      >
        {(items) => (
          <Grid $layout={layout}>
            {items.map((item, index) => (
              <Block key={item.id} $layout={layout}>
                <img
                  src={imageSrc(item.image, `${fallbackImage}-${(index % fallbackCount) + 1}-1200.webp`)}
                  alt=""
                  width={640}
                  height={420}
                  loading="lazy"
                />
                <div>
                  <h3>{pick(item, 'title')}</h3>
                  <p>{pick(item, 'description')}</p>
                </div>
              </Block>
            ))}
          </Grid>
        )}
      </QueryView>
    </Section>
  );
}

export default BlocksSection;

const Grid = styled.ul<{ $layout: 'alternate' | 'grid' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $layout }) => ($layout === 'grid' ? 'repeat(2, 1fr)' : '1fr')};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $layout }) => ($layout === 'grid' ? 'repeat(4, 1fr)' : '1fr')};
  }
`;

const Block = styled(Card).attrs({ as: 'li' })<{ $layout: 'alternate' | 'grid' }>`
  display: grid;
  img {
    width: 100%;
    height: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
  div {
    display: grid;
    align-content: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(6)};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${({ theme, $layout }) =>
    $layout === 'alternate'
      ? `${theme.media.md} {
          grid-template-columns: 1fr 1fr;
          &:nth-child(even) img { order: 2; }
          div { padding: ${theme.space(10)}; }
        }`
      : ''}
`;
