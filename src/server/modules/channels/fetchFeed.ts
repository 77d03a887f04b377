import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './addresses';

/** Why a feed could not be read; the code is what the sync records and the screen explains. */
export type FeedErrorCode = 'address' | 'private' | 'http' | 'timeout' | 'too_large' | 'network' | 'redirects' | 'not_ical';

export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    readonly detail = '',
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'FeedError';
  }
}

export interface FeedLimits {
  /** Bytes read at most; a longer answer is cut and refused (`too_large`), whatever its Content-Length says. */
  maxBytes: number;
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  maxRedirects: number;
  /** ICAL_ALLOWED_HOSTS: hosts fetched even on a local or private address. */
  isAllowedHost: (hostname: string) => boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A URL staff may enter: http or https, a host, no credentials. */
export function feedUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * Resolves like the system does, then refuses the connection when any address of the host is local or private:
 * the check and the connection use the same answer, so a name that changes its address between the two cannot
 * slip through.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found) => {
    if (error) return callback(error, '', 4);
    const addresses = found as unknown as LookupAddress[];
    const bad = addresses.find((entry) => isPrivateAddress(entry.address));
    if (bad || addresses.length === 0) return callback(new FeedError('private', hostname) as NodeJS.ErrnoException, '', 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** Checks one hop before connecting: its scheme, and an IP written in the address itself (no lookup happens then). */
function checkHop(url: URL, limits: FeedLimits): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError('address', url.protocol);
  const allowed = limits.isAllowedHost(url.hostname);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && isIP(literal) && isPrivateAddress(literal)) throw new FeedError('private', url.hostname);
  if (!allowed && url.hostname.toLowerCase() === 'localhost') throw new FeedError('private', url.hostname);
  return allowed;
}

function request(url: URL, allowed: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const sent = client.get(
      url,
      {
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'user-agent': 'KenResort-CalendarSync/1.0' },
        ...(allowed ? {} : { lookup: guardedLookup }),
      },
      resolve,
    );
    sent.on('error', reject);
  });
}

/** Reads the body up to `maxBytes`, streamed: a longer one is cut off there and refused. */
function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new FeedError('too_large', String(declared)));
      return response.destroy();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Refused first: destroying the answer may report it aborted at once.
        reject(new FeedError('too_large', `>${maxBytes}`));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.on('aborted', () => reject(new FeedError('network', 'aborted')));
  });
}

/**
 * GETs an imported calendar: only http(s), every hop (redirects followed by hand) checked for local and private
 * addresses unless its host is allowed, the whole exchange under one deadline and one size limit.
 */
export async function fetchFeed(raw: string, limits: FeedLimits): Promise<string> {
  let url = feedUrl(raw);
  if (!url) throw new FeedError('address', raw.slice(0, 100));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    for (let hop = 0; ; hop += 1) {
      const allowed = checkHop(url, limits);
      const response = await request(url, allowed, controller.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (hop >= limits.maxRedirects) throw new FeedError('redirects', String(hop + 1));
        url = new URL(location, url);
        continue;
      }
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
        response.resume();
        throw new FeedError('http', String(response.statusCode));
      }
      return await readBody(response, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (controller.signal.aborted) throw new FeedError('timeout', `${limits.timeoutMs} ms`);
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof FeedError) throw cause;
    throw new FeedError('network', ((error as NodeJS.ErrnoException).code ?? (error as Error).message ?? '').slice(0, 200));
  } finally {
    clearTimeout(timer);
  }
}
