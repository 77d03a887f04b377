import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton } from '../../../ui/Button';
import { ArrowRightIcon } from '../../../ui/icons';
import { Section } from '../../../ui/Section';
import { useGetHomeHutsQuery } from '../catalogueApi';
import { CardList, CardListSkeleton } from './CardList';
import { HutCard } from './HutCard';
import { queryFailure } from './queryState';

type Query<T> = { currentData?: T[]; isError: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };

export function Cards<T extends { id: number }>({ query, render }: { query: Query<T>; render: (item: T) => ReactNode }) {
  const failure = queryFailure(query);
  if (failure) return <>{failure}</>;
  if (!query.currentData) return <CardListSkeleton count={3} />;
  return <CardList items={query.currentData.slice(0, 3)} render={render} />;
}

/** Three featured huts and the way to book one: the home page's first section, which a phone shows at once. */
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

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(10)};
`;
