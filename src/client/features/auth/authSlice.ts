// The signed-in session: client state only. Persisted through kenStorage (see app/store.ts).
import { createSelector, createSlice } from '@reduxjs/toolkit';
import { ROLES, type Role } from '../../../shared/constants';
import { isStaffRole, type StaffRole } from '../../../shared/staffRoles';
import {
  loggedIn,
  loggedOut,
  selectSessionToken,
  sessionChangedElsewhere,
  tokenRefreshed,
  type SessionSnapshot,
} from '../../api/sessionEvents';
import { decodeJwtPayload } from './jwt';

export type AuthState = SessionSnapshot;

export const initialAuthState: AuthState = { token: null, fullName: null, email: null, avatar: null, role: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (_state, { payload }) => ({
        token: payload.token,
        fullName: payload.full_name,
        email: payload.email,
        role: payload.role,
        avatar: payload.avatar ?? null,
      }))
      .addCase(tokenRefreshed, (state, { payload }) => {
        state.token = payload;
      })
      .addCase(loggedOut, () => initialAuthState)
      .addCase(sessionChangedElsewhere, (_state, { payload }) => (payload.token ? payload : initialAuthState));
  },
});

export const authReducer = authSlice.reducer;
export { loggedIn, loggedOut, tokenRefreshed, sessionChangedElsewhere };

type WithAuth = { auth: AuthState };

export const selectToken = selectSessionToken;
export const selectIsAuthenticated = (state: WithAuth): boolean => !!state.auth.token;
export const selectFullName = (state: WithAuth): string | null => state.auth.fullName;
export const selectAvatar = (state: WithAuth): string | null => state.auth.avatar;

const selectTokenPayload = createSelector([selectToken], decodeJwtPayload);

// The keys win when present; an older build may have stored only the token, so fall back to its payload.
export const selectRole = createSelector(
  [(state: WithAuth) => state.auth.role, selectTokenPayload],
  (role, payload): Role | null => role ?? ((ROLES as readonly string[]).includes(payload?.role ?? '') ? (payload!.role as Role) : null),
);

/**
 * A staff member's job, from the access token (renewed every few minutes, so a role change reaches the menus soon;
 * the server applies it at once). A staff token from before staff roles counts as a manager's.
 */
export const selectStaffRole = createSelector([selectRole, selectTokenPayload], (role, payload): StaffRole | null => {
  if (role !== 'admin') return null;
  return isStaffRole(payload?.staff_role) ? payload.staff_role : 'manager';
});

/** The signed-in user's id, from the access token. */
export const selectUserId = createSelector([selectTokenPayload], (payload): number | null =>
  typeof payload?.user_id === 'number' ? payload.user_id : null,
);

export const selectEmail = createSelector(
  [(state: WithAuth) => state.auth.email, selectTokenPayload],
  (email, payload): string | null => email ?? (typeof payload?.email === 'string' ? payload.email : null),
);
