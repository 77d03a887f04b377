import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { Container } from '../../../ui/Container';
import { Gallery } from '../../../ui/Gallery';
import { ChevronLeftIcon } from '../../../ui/icons';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { Stars } from '../../../ui/Stars';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import NotFoundScreen from '../../shell/NotFoundScreen';
import { useGetHutQuery } from '../catalogueApi';
import { BookingPanel } from '../components/BookingPanel';
import { FeatureList, HutFacts, HutReviews } from '../components/HutSections';
import { SectionHeading } from '../components/layout';
import { LocationMap } from '../components/LocationMap';
import { queryFailure } from '../components/queryState';
import { usePhotos } from '../components/usePhotos';
import { PinIcon } from '../components/icons';

const parseId = (value: string | undefined) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** A hut: gallery, facts, services, activities, the shore plan, reviews and the booking panel. */
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
  if (!hut) return <DetailsSkeleton />;

  const title = pick(hut, 'title');
  return (
    <Page>
      <Container>
        <Back to="/huts">
          <ChevronLeftIcon size={18} />
          {t('huts.backToList')}
        </Back>
        <Title>
          <h1>{title}</h1>
          <p>
            <Stars value={hut.rate} size={16} />
            <span>{hut.total_reviews ? t('counts.reviews', { count: hut.total_reviews }) : t('huts.noReviews')}</span>
          </p>
        </Title>
        <Layout>
          <Main>
            <Gallery label={gallery.label} images={gallery.photos} />
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
          </Main>
          <aside>
            <BookingPanel hut={hut} />
          </aside>
        </Layout>
      </Container>
    </Page>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Page>
      <Container>
        <SkeletonGroup aria-label={t('a11y.loading')}>
          <Skeleton $width="120px" $height="20px" />
          <Skeleton $width="55%" $height="44px" />
          <Layout>
            <Main>
              <Skeleton $height="auto" $radius="card" style={{ aspectRatio: '3 / 2' }} />
              <Skeleton $height="140px" $radius="card" />
            </Main>
            <Skeleton $height="520px" $radius="card" />
          </Layout>
        </SkeletonGroup>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space(6, 0, 20)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(10, 0, 24)};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.minTarget};
  color: ${({ theme }) => theme.colors.lagoonDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: none;
`;

const Title = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.deepSea};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
    gap: ${({ theme }) => theme.space(10)};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  min-width: 0;
`;

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
