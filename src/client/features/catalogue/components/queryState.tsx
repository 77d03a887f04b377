import type { ReactNode } from 'react';
import { ErrorState } from '../../../ui/ErrorState';
import { isNotFound } from '../../../ui/loadFailure';

type QueryLike = { isError: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };

/**
 * The failure half of a screen's states: an unknown id is "not found" with a way back (`back`, else the
 * home page), any other failure a translated message with a retry. Returns null while there is nothing to say.
 */
export function queryFailure(query: QueryLike, back?: { to: string; label: string }): ReactNode | null {
  if (!query.isError || query.isFetching) return null;
  return (
    <ErrorState error={query.error} back={back} titleAs={isNotFound(query.error) ? 'h1' : undefined} onRetry={() => void query.refetch()} />
  );
}
