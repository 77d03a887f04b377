// When the last code for an address was really sent, kept in this browser so the code step's resend wait
// survives a reload or a reopened tab. Only the code step reads it, once, when it starts; it is not app
// state, so it lives beside the flow rather than in the store.
import type { CodePurpose } from './authFlowMachine';

const KEY = 'ken_code_sent';
/** Older entries say nothing any more: the resend wait is a minute and a code lives 5 minutes. */
const KEEP_MS = 10 * 60 * 1000;

type Entries = Record<string, number>;
const entryKey = (email: string, purpose: CodePurpose) => `${purpose}:${email.trim().toLowerCase()}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Entries {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Entries) : {};
  } catch {
    return {};
  }
}

export function rememberCodeSent(email: string, purpose: CodePurpose, sentAt: number | null): void {
  const now = Date.now();
  const kept = Object.fromEntries(Object.entries(read()).filter(([, at]) => typeof at === 'number' && now - at < KEEP_MS));
  if (sentAt === null) delete kept[entryKey(email, purpose)];
  else kept[entryKey(email, purpose)] = sentAt;
  try {
    storage()?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the wait then falls back to the server's Retry-After.
  }
}

/** When this browser last saw a code go out for the address, or null. */
export function codeSentAtOf(email: string, purpose: CodePurpose): number | null {
  const at = read()[entryKey(email, purpose)];
  return typeof at === 'number' && Date.now() - at < KEEP_MS ? at : null;
}

/** The `sent` of an e-mail's link (ms since epoch), if it is a plausible recent time. */
export function sentAtFromLink(value: string | null): number | null {
  const at = value && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  const age = Date.now() - at;
  // A little ahead is clock skew between server and phone; older than the entries kept here says nothing.
  return Number.isFinite(at) && age > -60_000 && age < KEEP_MS ? Math.min(at, Date.now()) : null;
}
