import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HutDetails } from '../../../../shared/schemas/catalogue';
import { mediaUrl } from '../../../api/mediaUrl';
import { factSeparator, formatDate, formatNumber } from '../../../ui/format';
import { GuestsIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/Skeleton';
import { Stars } from '../../../ui/Stars';
import { ResortReply } from '../../../ui/ResortReply';
import { ReviewLanguage } from '../../../ui/ReviewLanguage';
import { ownLanguageFirst } from '../../../ui/textLanguage';
import { useLocalized } from '../../../ui/useLocalized';
import { useGuestsCount } from '../../../ui/guestsCount';
import { useGetHutReviewsQuery } from '../catalogueApi';
import { SectionHeading } from './layout';
import { AreaIcon, BathIcon, BedIcon, ClockIcon } from './icons';
import { useHutSizeLabel } from '../../../ui/useHutSizeLabel';

/** "15:00:00" → the locale's own way of writing a time of day. */
const timeOfDay = (time: string, lang: string) =>
  formatDate(`2000-01-01T${time.slice(0, 5)}:00Z`, lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

export function HutFacts({ hut }: { hut: HutDetails }) {
  const { t, i18n } = useTranslation();
  const guestsCount = useGuestsCount();
  const sizeLabel = useHutSizeLabel();
  const n = (value: number) => formatNumber(value, i18n.language);
  const facts = [
    { icon: <AreaIcon size={22} />, label: t('huts.size'), value: sizeLabel(hut.size) },
    { icon: <GuestsIcon size={22} />, label: t('huts.capacity'), value: guestsCount(hut.max_persons_num, hut.max_kids_num) },
    { icon: <BedIcon size={22} />, label: t('huts.bedrooms'), value: n(hut.bedrooms_num) },
    { icon: <BathIcon size={22} />, label: t('huts.bathrooms'), value: n(hut.bathrooms_num) },
    { icon: <ClockIcon size={22} />, label: t('huts.checkInTime'), value: timeOfDay(hut.check_in, i18n.language) },
    { icon: <ClockIcon size={22} />, label: t('huts.checkOutTime'), value: timeOfDay(hut.check_out, i18n.language) },
  ];
  return (
    <FactGrid>
      {facts.map((fact) => (
        <div key={fact.label}>
          {fact.icon}
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </FactGrid>
  );
}

type Feature = HutDetails['main_services'][number];

export function FeatureList({ title, items }: { title: string; items: Feature[] }) {
  const { pick } = useLocalized();
  if (items.length === 0) return null;
  return (
    <div>
      <SectionHeading as="h3" className="small">
        {title}
      </SectionHeading>
      <Features>
        {items.map((item) => (
          <li key={item.id}>
            {item.icon ? <img src={mediaUrl(item.icon)} alt="" width={28} height={28} loading="lazy" /> : <span className="dot" />}
            {pick(item, 'description')}
          </li>
        ))}
      </Features>
    </div>
  );
}

export function HutReviews({ hutId }: { hutId: number }) {
  const { t, i18n } = useTranslation();
  const query = useGetHutReviewsQuery(hutId);
  if (query.isError) return null;
  if (!query.data) return <Skeleton $height="120px" $radius="card" />;
  if (query.data.length === 0) return <p className="muted">{t('huts.noReviewsYet')}</p>;
  return (
    <Reviews>
      {ownLanguageFirst(query.data, i18n.language, (review) => review.content).map(({ item: review, language }) => {
        return (
          <li key={review.id}>
            <Stars value={review.value} size={14} />
            {/* Guests write in their own language: the text takes its direction from its own script. */}
            <blockquote lang={language} dir="auto">
              {review.content}
            </blockquote>
            <p className="who">
              <bdi>{review.user.full_name || t('common.formerGuest')}</bdi>
              {factSeparator(i18n.language)}
              <time dateTime={review.created_at}>{formatDate(review.created_at, i18n.language, { month: 'long', year: 'numeric' })}</time>
              {factSeparator(i18n.language)}
              <ReviewLanguage className="lang" language={language} />
            </p>
            {review.reply ? <ResortReply reply={review.reply} /> : null}
          </li>
        );
      })}
    </Reviews>
  );
}

const FactGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  div {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => theme.space(3, 4)};
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.sand};
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
  svg {
    grid-row: span 2;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  img {
    width: 28px;
    height: 28px;
  }
  .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.coral};
  }
`;

const Reviews = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(2, 0)};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .who {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
