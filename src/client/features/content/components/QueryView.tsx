import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';

export type QueryLike<T> = {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryLike<T>;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** One place for the three states every content section has: loading, failed, empty. */
export function QueryView<T>({ query, skeleton, isEmpty, empty, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isError && !query.isFetching) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isLoading || (query.isError && query.isFetching) || query.data === undefined) {
    return <>{skeleton}</>;
  }
  if (isEmpty?.(query.data)) {
    return <>{empty ?? <EmptyState title={t('home.emptyTitle')} text={t('home.emptyText')} />}</>;
  }
  return <>{children(query.data)}</>;
}

export default QueryView;
