import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { Stars } from '../../../ui/Stars';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { SaveButton } from '../../saved/SaveButton';
import NotFoundScreen from '../../shell/NotFoundScreen';
import { useGetHutQuery } from '../catalogueApi';
import { BookingPanel } from '../components/BookingPanel';
import { DetailLayout, DetailSkeleton, Page } from '../components/DetailLayout';
import { FeatureList, HutFacts, HutReviews } from '../components/HutSections';
import { SectionHeading } from '../components/layout';
import { LocationMap } from '../components/LocationMap';
import { queryFailure } from '../components/queryState';
import { usePhotos } from '../components/usePhotos';
import { PinIcon } from '../components/icons';

const parseId = (value: string | undefined) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * A hut, in the detail pages' layout with its title and rating above it: gallery, facts, services,
 * activities, the shore plan, reviews and the booking panel.
 */
export default function HutDetailsScreen() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const id = parseId(useParams().id);
  const query = useGetHutQuery(id ?? 0, { skip: id === null });
  const hut = query.data;
  useDocumentTitle(hut ? pick(hut, 'title') : t('huts.title'));
  const gallery = usePhotos(hut ? pick(hut, 'title') : '', hut?.images, hut?.main_image ?? null);
  if (id === null) return <NotFoundScreen />;
  const failure = queryFailure(query, { to: '/huts', label: t('huts.backToList') });
  if (failure) return <Page>{failure}</Page>;
  if (!hut) return <DetailSkeleton label={t('a11y.loading')} headed />;

  const title = pick(hut, 'title');
  return (
    <DetailLayout
      back={{ to: '/huts', label: t('huts.backToList') }}
      title={title}
      action={
        <SaveButton
          variant="inline"
          item={{
            kind: 'hut',
            id: hut.id,
            title: hut.title,
            title_ar: hut.title_ar,
            image: hut.main_image ?? hut.images[0]?.image ?? null,
          }}
        />
      }
      byline={
        <>
          <Stars value={hut.rate} size={16} />
          <span>{hut.total_reviews ? t('counts.reviews', { count: hut.total_reviews }) : t('huts.noReviews')}</span>
        </>
      }
      gallery={gallery}
      aside={<BookingPanel hut={hut} />}
      bareAside
    >
      <HutFacts hut={hut} />
      {/* The gallery and the facts are the first view; the rest renders once they have painted. */}
      <AfterFirstPaint reserve="60vh">
        <Block>
          <SectionHeading>{t('huts.about')}</SectionHeading>
          <Prose>{pick(hut, 'description')}</Prose>
        </Block>
        <Block>
          <SectionHeading>{t('huts.amenities')}</SectionHeading>
          <FeatureList title={t('huts.mainServices')} items={hut.main_services} />
          <FeatureList title={t('huts.extraServices')} items={hut.extra_services} />
        </Block>
        {hut.activities.length ? (
          <Block>
            <SectionHeading>{t('huts.activities')}</SectionHeading>
            <Activities>
              {hut.activities.map((activity) => (
                <li key={activity.id}>{pick(activity, 'description')}</li>
              ))}
            </Activities>
          </Block>
        ) : null}
        <Block>
          <SectionHeading>{t('huts.location')}</SectionHeading>
          <Address>
            <PinIcon size={18} />
            {pick(hut.location, 'address')}
          </Address>
          <LocationMap latitude={hut.location.latitude} longitude={hut.location.longitude} label={t('huts.mapLabel', { name: title })} />
        </Block>
        <Block>
          <SectionHeading>{t('huts.reviews')}</SectionHeading>
          <HutReviews hutId={hut.id} />
        </Block>
      </AfterFirstPaint>
    </DetailLayout>
  );
}

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h3.small {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-family: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Prose = styled.p`
  max-width: 65ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.ink};
`;

const Activities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2, 4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.white};
  }
`;

const Address = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.deepSea};
`;
