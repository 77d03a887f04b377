import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { factSeparator, formatDate } from '../../../ui/format';
import { Section } from '../../../ui/Section';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { ResortReply } from '../../../ui/ResortReply';
import { ReviewLanguage } from '../../../ui/ReviewLanguage';
import { Stars } from '../../../ui/Stars';
import { ownLanguageFirst } from '../../../ui/textLanguage';
import { useGetTestimonialsQuery } from '../contentApi';
import { imageSrc } from './media';
import { QueryView } from './QueryView';
import { RatingSummary } from './RatingSummary';

/** Guests' words, with the website's average rating above them. */
export function TestimonialsSection() {
  const { t, i18n } = useTranslation();
  const query = useGetTestimonialsQuery();
  return (
    <Section title={t('home.testimonialsTitle')} eyebrow={t('home.testimonialsEyebrow')}>
      <Summary>
        <RatingSummary />
      </Summary>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title={t('home.testimonialsEmpty')} text={t('home.testimonialsEmptyText')} />}
        skeleton={
          <Grid as={SkeletonGroup} aria-label={t('a11y.loading')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} $height="200px" $radius="card" />
            ))}
          </Grid>
        }
      >
        {(items) => (
          <Grid>
            {ownLanguageFirst(items, i18n.language, (item) => item.content).map(({ item, language }) => (
              <Quote key={item.id}>
                <Stars value={item.value} size={16} />
                {/* Guests write in their own language: the text takes its direction from its own script. */}
                <blockquote lang={language} dir="auto">
                  <p>{item.content}</p>
                </blockquote>
                <Author>
                  <img src={imageSrc(item.user.avatar, '/media/avatars/avatar-1.svg')} alt="" width={44} height={44} loading="lazy" />
                  <div>
                    {/* Isolated, not dir="auto": a name in the other script keeps its own order but sits on the page's side, beside the picture. */}
                    <Name>
                      <bdi>{item.user.full_name || t('common.formerGuest')}</bdi>
                    </Name>
                    <When dateTime={item.created_at}>{formatDate(item.created_at, i18n.language, { month: 'long', year: 'numeric' })}</When>
                    {factSeparator(i18n.language)}
                    <Language language={language} />
                  </div>
                </Author>
                {item.reply ? <ResortReply reply={item.reply} /> : null}
              </Quote>
            ))}
          </Grid>
        )}
      </QueryView>
    </Section>
  );
}

export default TestimonialsSection;

const Summary = styled.div`
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Quote = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};

  blockquote {
    flex: 1;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Author = styled.footer`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Language = styled(ReviewLanguage)`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
