import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { nightsOf } from '../../../ui/calendar/dates';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useGetHutsQuery } from '../catalogueApi';
import { HUTS_PAGE_SIZE, hutsListState } from '../hutsListArgs';
import { CardList, CardListSkeleton } from '../components/CardList';
import { HutCard } from '../components/HutCard';
import { HutsFilter, type HutFilter } from '../components/HutsFilter';
import { PageHeader } from '../../../ui/PageHeader';
import { queryFailure } from '../components/queryState';
import { Results } from '../components/layout';

/** Every active hut, filtered by stay and guests; the filter and page live in the URL. */
export default function HutsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('huts.title'));
  const [params, setParams] = useSearchParams();
  const { dateFrom, dateTo, guests, args } = hutsListState(params);
  const query = useGetHutsQuery(args);
  const filter: HutFilter = { date_from: dateFrom, date_to: dateTo, guests: guests ? String(guests) : '' };

  // After a search, once its results are in: bring them into view (on a phone the form fills the screen)
  // and move focus to their count, so a screen reader says how many huts were found.
  const searched = useRef(false);
  const countRef = useRef<HTMLParagraphElement>(null);
  const settled = !query.isFetching && query.currentData !== undefined;
  useEffect(() => {
    if (!searched.current || !settled) return;
    searched.current = false;
    const count = countRef.current;
    if (!count) return;
    if (count.getBoundingClientRect().top > window.innerHeight * 0.5 || count.getBoundingClientRect().top < 0)
      count.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    count.focus({ preventScroll: true });
  }, [settled, query.currentData]);

  const apply = (next: HutFilter) => {
    searched.current = true;
    const search = new URLSearchParams();
    if (next.date_from) search.set('date_from', next.date_from);
    if (next.date_to) search.set('date_to', next.date_to);
    if (next.guests) search.set('guests', next.guests);
    setParams(search);
  };
  const clear = () => setParams(new URLSearchParams());
  const hrefFor = (target: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(target));
    return `?${search.toString()}`;
  };
  // The stay chosen here carries over to the hut's calendar.
  const stay = new URLSearchParams();
  if (dateFrom && dateTo) {
    stay.set('from', dateFrom);
    stay.set('to', dateTo);
  }
  if (guests) stay.set('adults', String(guests));
  const detailsSearch = stay.size ? `?${stay.toString()}` : '';
  const nights = dateFrom && dateTo && dateFrom < dateTo ? nightsOf(dateFrom, dateTo).length : 0;

  const failure = queryFailure(query);
  return (
    <>
      <PageHeader size="compact" eyebrow={t('huts.eyebrow')} title={t('huts.title')} lead={t('huts.lead')}>
        <HutsFilter value={filter} onApply={apply} onClear={clear} />
      </PageHeader>
      <Results>
        <Container>
          {failure ??
            (query.isLoading || !query.data || (query.isFetching && query.currentData === undefined) ? (
              <CardListSkeleton count={HUTS_PAGE_SIZE} />
            ) : query.data.results.length === 0 ? (
              <EmptyState
                title={t('huts.emptyTitle')}
                text={t('huts.emptyText')}
                action={
                  <Button $variant="secondary" onClick={clear}>
                    {t('huts.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <>
                {/* The cards' titles are h3: a heading of the list keeps the outline in order under the h1. */}
                <h2 className="visually-hidden">{t('huts.resultsHeading')}</h2>
                <p className="count" role="status" tabIndex={-1} ref={countRef}>
                  {t('counts.huts', { count: query.data.count })}
                </p>
                <CardList items={query.data.results} render={(hut) => <HutCard hut={hut} search={detailsSearch} nights={nights} />} />
                <Pagination page={query.data.page} pages={query.data.pages} hrefFor={hrefFor} label={t('huts.pagination')} />
              </>
            ))}
        </Container>
      </Results>
    </>
  );
}
