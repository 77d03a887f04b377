// What a failed load was, from RTK Query's error (`{ status: 404 }`, `{ status: 'FETCH_ERROR' }`, …), so a
// screen says "not found" for a missing booking or hut and "check your connection" only when the network
// really failed.
export type LoadFailure = 'notFound' | 'network' | 'server';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;

/** The id names nothing this user can see: the server answered 404 (or 410, gone for good). */
export const isNotFound = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 410;

/** Without an error to look at, only the browser's offline flag can say the network is down. */
export function loadFailureOf(error: unknown): LoadFailure {
  if (isNotFound(error)) return 'notFound';
  const status = statusOf(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'network';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network';
  return 'server';
}
