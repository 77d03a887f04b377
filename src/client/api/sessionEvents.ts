// Session events live in the api layer because the base query (api) must announce them and the auth
// feature reduces them; defining them here keeps imports flowing features → api, never back.
import { createAction } from '@reduxjs/toolkit';
import type { Role } from '../../shared/constants';

export interface SessionPayload {
  token: string;
  full_name: string;
  email: string;
  role: Role;
  avatar?: string | null;
}

/** The stored session as other layers may read it; the auth feature owns the full shape. */
export interface SessionSnapshot {
  token: string | null;
  fullName: string | null;
  email: string | null;
  avatar: string | null;
  role: Role | null;
}

export const loggedIn = createAction<SessionPayload>('auth/loggedIn');
export const tokenRefreshed = createAction<string>('auth/tokenRefreshed');
export const loggedOut = createAction('auth/loggedOut');
/** Another tab (or an older build) changed the ken_* keys; this tab follows. */
export const sessionChangedElsewhere = createAction<SessionSnapshot>('auth/sessionChangedElsewhere');

export const selectSessionToken = (state: { auth: { token: string | null } }): string | null => state.auth.token;
