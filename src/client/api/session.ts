// Ending a session is needed both by screens (useLogout) and by the base query (expired session), so
// it lives here with no React or router dependency. The app registers how to navigate.
import type { Dispatch } from '@reduxjs/toolkit';
import { loggedOut } from './sessionEvents';

export type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let sessionNavigator: Navigate | undefined;

/** The app's router registers itself so the base query can send the user somewhere after logout. */
export function setSessionNavigator(navigate: Navigate | undefined): void {
  sessionNavigator = navigate;
}

/**
 * Clears every trace of the session: all of local storage (ken_* keys and anything an older build
 * left), the auth state, and — through the store's listener on auth/loggedOut — the API cache.
 */
export function logout(dispatch: Dispatch, navigate: Navigate | undefined = sessionNavigator, to = '/'): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory session is still cleared.
  }
  dispatch(loggedOut());
  navigate?.(to);
}
