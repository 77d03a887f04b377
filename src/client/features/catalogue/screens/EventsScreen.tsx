import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useGetEventsQuery } from '../catalogueApi';
import { CardList, CardListSkeleton } from '../components/CardList';
import { EventCard } from '../components/EventCard';
import { Results } from '../components/layout';
import { PageHeader } from '../../../ui/PageHeader';
import { queryFailure } from '../components/queryState';
import { EVENTS_PAGE_SIZE, positiveInt, withParam } from '../lib/params';

/** Upcoming events with seats left, paginated in the URL. */
export default function EventsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('events.title'));
  const [params] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const query = useGetEventsQuery({ page, page_size: EVENTS_PAGE_SIZE });
  const failure = queryFailure(query);
  return (
    <>
      <PageHeader size="compact" eyebrow={t('events.eyebrow')} title={t('events.title')} lead={t('events.lead')} />
      <Results>
        <Container>
          {failure ??
            (!query.currentData ? (
              <CardListSkeleton count={6} />
            ) : query.currentData.results.length === 0 ? (
              <EmptyState title={t('events.emptyTitle')} text={t('events.emptyText')} />
            ) : (
              <>
                <CardList items={query.currentData.results} render={(event) => <EventCard event={event} />} />
                <Pagination
                  page={query.currentData.page}
                  pages={query.currentData.pages}
                  hrefFor={(target) => withParam(params, 'page', target)}
                  label={t('events.pagination')}
                />
              </>
            ))}
        </Container>
      </Results>
    </>
  );
}
