import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { Clock } from '../../lib/clock';

const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
const CACHE_MS = 60 * 60 * 1000;
// A token with an unknown key id refetches the set, but not more often than this.
const REFETCH_MIN_MS = 60 * 1000;

export class GoogleTokenRejected extends Error {}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Verifies a Google ID token (RS256 against Google's published keys, audience, issuer, expiry, verified e-mail). */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string; clock: Clock; fetchImpl?: typeof fetch }) {
  const fetchImpl = options.fetchImpl ?? fetch;
  let keys = new Map<string, KeyObject>();
  let fetchedAt = 0;
  let loading: Promise<void> | undefined;

  async function load(): Promise<void> {
    const response = await fetchImpl(options.jwksUrl, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Google JWKS answered ${response.status}`);
    const body = (await response.json()) as { keys?: (JsonWebKey & { kid?: string })[] };
    const next = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || !jwk.kid) continue;
      try {
        next.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {
        // A malformed key is skipped; the others still work.
      }
    }
    keys = next;
    fetchedAt = Date.now();
  }

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    const age = Date.now() - fetchedAt;
    if (age > CACHE_MS || (!keys.has(kid) && age > REFETCH_MIN_MS)) {
      loading ??= load().finally(() => (loading = undefined));
      await loading;
    }
    return keys.get(kid);
  }

  return async function verifyGoogleToken(credential: string): Promise<GoogleIdentity> {
    const parts = credential.split('.');
    if (parts.length !== 3) throw new GoogleTokenRejected('malformed');
    let header: Record<string, unknown>;
    let payload: Record<string, unknown>;
    try {
      header = decodePart(parts[0]);
      payload = decodePart(parts[1]);
    } catch {
      throw new GoogleTokenRejected('malformed');
    }
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw new GoogleTokenRejected('algorithm');
    const key = await keyFor(header.kid);
    if (!key) throw new GoogleTokenRejected('unknown key');
    const signed = verify('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), key, Buffer.from(parts[2], 'base64url'));
    if (!signed) throw new GoogleTokenRejected('signature');

    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(options.clientId)) throw new GoogleTokenRejected('audience');
    if (typeof payload.iss !== 'string' || !ISSUERS.has(payload.iss)) throw new GoogleTokenRejected('issuer');
    const now = Math.floor(options.clock.now().getTime() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now) throw new GoogleTokenRejected('expired');
    if (payload.email_verified !== true && payload.email_verified !== 'true') throw new GoogleTokenRejected('email not verified');
    if (typeof payload.email !== 'string' || typeof payload.sub !== 'string') throw new GoogleTokenRejected('claims');
    return {
      sub: payload.sub,
      email: payload.email.trim().toLowerCase(),
      name: typeof payload.name === 'string' ? payload.name.slice(0, 150) : '',
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
