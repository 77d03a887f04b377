import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton } from '../../../ui/Button';
import { ArrowRightIcon } from '../../../ui/icons';
import { Section } from '../../../ui/Section';
import { useGetHomeHutsQuery, useGetRandomEventsQuery, useGetRandomServicesQuery } from '../catalogueApi';
import { CardList, CardListSkeleton } from './CardList';
import { EventCard } from './EventCard';
import { HutCard } from './HutCard';
import { queryFailure } from './queryState';
import { ServiceCard } from './ServiceCard';

type Query<T> = { currentData?: T[]; isError: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };

function Cards<T extends { id: number }>({ query, render }: { query: Query<T>; render: (item: T) => ReactNode }) {
  const failure = queryFailure(query);
  if (failure) return <>{failure}</>;
  if (!query.currentData) return <CardListSkeleton count={3} />;
  return <CardList items={query.currentData.slice(0, 3)} render={render} />;
}

/** Three featured huts and the way to book one. */
export function FeaturedHuts() {
  const { t } = useTranslation();
  const query = useGetHomeHutsQuery();
  return (
    <Section eyebrow={t('catalogue.homeHutsEyebrow')} title={t('catalogue.homeHutsTitle')} intro={t('catalogue.homeHutsIntro')}>
      <Cards query={query} render={(hut) => <HutCard hut={hut} />} />
      <More>
        <LinkButton to="/huts" $size="lg">
          {t('catalogue.homeBook')}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </More>
    </Section>
  );
}

/** A few upcoming events with seats left. */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const query = useGetRandomEventsQuery();
  return (
    <Section tone="sand" eyebrow={t('catalogue.homeEventsEyebrow')} title={t('catalogue.homeEventsTitle')}>
      <Cards query={query} render={(event) => <EventCard event={event} />} />
      <More>
        <LinkButton to="/event" $variant="secondary">
          {t('catalogue.homeAllEvents')}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </More>
    </Section>
  );
}

/** A few services from the resort's partners. */
export function FeaturedServices() {
  const { t } = useTranslation();
  const query = useGetRandomServicesQuery();
  return (
    <Section eyebrow={t('catalogue.homeServicesEyebrow')} title={t('catalogue.homeServicesTitle')}>
      <Cards query={query} render={(service) => <ServiceCard service={service} />} />
      <More>
        <LinkButton to="/services" $variant="secondary">
          {t('catalogue.homeAllServices')}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </More>
    </Section>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(10)};
`;
