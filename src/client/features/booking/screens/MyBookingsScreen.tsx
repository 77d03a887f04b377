// The guest's bookings: upcoming and past, paginated in the URL; cancel, add services, rate the stay
// and the website.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button, LinkButton } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { notify } from '../../../ui/notify';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useRateWebsiteMutation } from '../../content/contentApi';
import { useGetPastBookingsQuery, useGetUpcomingBookingsQuery } from '../bookingApi';
import { BookingCard } from '../components/BookingCard';
import { ConversationDialog } from '../components/ConversationDialog';
import { Dialog } from '../components/Dialog';
import { RateForm } from '../components/RateForm';

type Tab = 'upcoming' | 'past';

export default function MyBookingsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('myBookings.title'));
  const [params, setParams] = useSearchParams();
  const messagesOf = Number(params.get('messages')) || null;
  const closeMessages = () =>
    setParams((next) => {
      next.delete('messages');
      return next;
    });
  const tab: Tab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Another tab may have booked, paid or cancelled meanwhile: ask again when this tab gets focus or the network is back.
  const fresh = { refetchOnFocus: true, refetchOnReconnect: true } as const;
  const upcoming = useGetUpcomingBookingsQuery(page, { skip: tab !== 'upcoming', ...fresh });
  const past = useGetPastBookingsQuery(page, { skip: tab !== 'past', ...fresh });
  const query = tab === 'upcoming' ? upcoming : past;
  const [rateSite] = useRateWebsiteMutation();
  const [rateOpen, setRateOpen] = useState(false);
  const href = (next: Tab, nextPage = 1) => `/my-booking?tab=${next}${nextPage > 1 ? `&page=${nextPage}` : ''}`;

  return (
    <>
      <Band>
        <Container>
          <h1>{t('myBookings.title')}</h1>
          <Tabs aria-label={t('myBookings.tabs')}>
            <TabLink to={href('upcoming')} aria-current={tab === 'upcoming' ? 'page' : undefined} $active={tab === 'upcoming'}>
              {t('myBookings.upcoming')}
            </TabLink>
            <TabLink to={href('past')} aria-current={tab === 'past' ? 'page' : undefined} $active={tab === 'past'}>
              {t('myBookings.past')}
            </TabLink>
          </Tabs>
        </Container>
      </Band>
      <Body>
        <Container>
          {query.isLoading || (query.isFetching && !query.data) ? (
            <SkeletonGroup aria-label={t('booking.loading')}>
              <Skeleton $height="180px" $radius="card" />
              <Skeleton $height="180px" $radius="card" />
            </SkeletonGroup>
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : !query.data?.results.length ? (
            <EmptyState
              title={tab === 'upcoming' ? t('myBookings.emptyUpcoming') : t('myBookings.emptyPast')}
              action={<LinkButton to="/huts">{t('myBookings.browse')}</LinkButton>}
            />
          ) : (
            <>
              <List>
                {query.data.results.map((booking) => (
                  <li key={booking.id}>
                    <BookingCard booking={booking} past={tab === 'past'} />
                  </li>
                ))}
              </List>
              <Pagination
                page={query.data.page}
                pages={query.data.pages}
                hrefFor={(next) => href(tab, next)}
                label={t('myBookings.pages')}
              />
            </>
          )}
          <Website>
            <div>
              <h2>{t('myBookings.website.title')}</h2>
              <p>{t('myBookings.website.text')}</p>
            </div>
            <Button $variant="secondary" onClick={() => setRateOpen(true)}>
              {t('myBookings.website.open')}
            </Button>
          </Website>
        </Container>
      </Body>
      {messagesOf ? <ConversationDialog bookingId={messagesOf} onClose={closeMessages} /> : null}
      {rateOpen ? (
        <Dialog title={t('myBookings.website.title')} onClose={() => setRateOpen(false)}>
          <RateForm
            title={t('myBookings.rate.stars')}
            submitLabel={t('myBookings.website.submit')}
            onSubmit={(rating, comment) => rateSite({ rating, comment: comment || undefined }).unwrap()}
            onDone={() => {
              notify('success', t('myBookings.website.done'));
              setRateOpen(false);
            }}
          />
        </Dialog>
      ) : null}
    </>
  );
}

const Band = styled.div`
  padding: ${({ theme }) => theme.space(10, 0, 0)};
  background: ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.sand};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.foam};
  }
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const TabLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2, 5)};
  border-radius: 12px 12px 0 0;
  color: ${({ theme }) => theme.colors.sand};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.foam};
      color: ${theme.colors.deepSea};
    `}
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(8, 0, 16)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Website = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.sand};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
