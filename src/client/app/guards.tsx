// Route guards. They read the session only; the API still authorises every request.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectRole } from '../features/auth/authSlice';
import { nextPathOf } from '../features/auth/nextPath';
import { useAppSelector } from './hooks';

export const LOGIN_PATH = '/account/login';

/**
 * The account area (sign-in, sign-up, codes) is for visitors. A signed-in guest has nothing to do
 * there and goes home, or where a sign-in that just finished was heading (?next=); suppliers and
 * staff may still use it (for example to register a second account).
 */
export function GuestOnly() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const role = useAppSelector(selectRole);
  const location = useLocation();
  if (isAuthenticated && role === 'guest') return <Navigate to={nextPathOf(location)} replace />;
  return <Outlet />;
}

/** Screens that need a session send visitors to sign in, remembering where they were going. */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${LOGIN_PATH}?next=${encodeURIComponent(next)}`} state={{ from: location }} replace />;
  }
  return <Outlet />;
}
