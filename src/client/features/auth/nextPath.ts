// Where a visitor was going before the sign-in screens: read by the account flow and by the guard
// that sends signed-in guests out of the account area (both must agree, or the guard wins a race).
import type { Location } from 'react-router-dom';

/** ?next= (same-site paths outside the account area only), then router state `from`, else home. */
export function nextPathOf(location: Pick<Location, 'search' | 'state'>): string {
  const next = new URLSearchParams(location.search).get('next');
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/account')) return next;
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  if (from?.pathname && !from.pathname.startsWith('/account')) return `${from.pathname}${from.search ?? ''}`;
  return '/';
}

/** A supplier who signs in with nowhere in particular to go lands on their own part of the back office. */
export const landingFor = (next: string, role: string | null): string => (next === '/' && role === 'supplier' ? '/dashboard' : next);
