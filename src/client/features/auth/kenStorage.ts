// redux-persist storage that keeps the session in the plain ken_* keys other tabs and older builds of
// the app already read and write, instead of redux-persist's own JSON blob.
import type { Storage } from 'redux-persist';
import { ROLES, type Role } from '../../../shared/constants';
import type { SessionSnapshot } from '../../api/sessionEvents';

export const KEN_KEYS = {
  token: 'ken_token',
  fullName: 'ken_full_name',
  email: 'ken_email',
  avatar: 'ken_avatar',
  role: 'ken_role',
} as const satisfies Record<keyof SessionSnapshot, string>;

const FIELDS = Object.keys(KEN_KEYS) as (keyof SessionSnapshot)[];

function storage(): globalThis.Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function asRole(value: string | null): Role | null {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : null;
}

/** The session as the ken_* keys hold it right now. */
export function readSession(): SessionSnapshot {
  const local = storage();
  const read = (key: string) => local?.getItem(key) || null;
  return {
    token: read(KEN_KEYS.token),
    fullName: read(KEN_KEYS.fullName),
    email: read(KEN_KEYS.email),
    avatar: read(KEN_KEYS.avatar),
    role: asRole(read(KEN_KEYS.role)),
  };
}

export function writeSession(session: Partial<SessionSnapshot>): void {
  const local = storage();
  if (!local) return;
  for (const field of FIELDS) {
    const value = session[field];
    if (value) local.setItem(KEN_KEYS[field], value);
    else local.removeItem(KEN_KEYS[field]);
  }
}

// Used with `serialize: false`, so redux-persist hands over and expects plain objects.
export const kenStorage: Storage = {
  getItem: async () => {
    const session = readSession();
    // Nothing stored: let the reducer's (or preloaded) state stand.
    return FIELDS.some((field) => session[field]) ? session : undefined;
  },
  setItem: async (_key: string, value: Partial<SessionSnapshot>) => writeSession(value),
  removeItem: async () => writeSession({}),
};

/** Calls back when another tab changes the ken_* keys (storage events never fire in the writing tab). */
export function subscribeToOtherTabs(onChange: (session: SessionSnapshot) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const keys: string[] = Object.values(KEN_KEYS);
  const listener = (event: StorageEvent) => {
    // key === null means the other tab called localStorage.clear() (its logout).
    if (event.key === null || keys.includes(event.key)) onChange(readSession());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
