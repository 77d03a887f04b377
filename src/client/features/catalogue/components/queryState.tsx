import type { ReactNode } from 'react';
import NotFoundScreen from '../../shell/NotFoundScreen';
import { ErrorState } from '../../../ui/ErrorState';

type QueryLike = { isError: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };

/** RTK Query reports HTTP errors as `{ status }`. */
export const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The failure half of a screen's states: an unknown id is the not-found page, any other failure a
 * translated message with a retry. Returns null while there is nothing to say.
 */
export function queryFailure(query: QueryLike): ReactNode | null {
  if (!query.isError || query.isFetching) return null;
  if (isNotFound(query.error)) return <NotFoundScreen />;
  return <ErrorState onRetry={() => void query.refetch()} />;
}
