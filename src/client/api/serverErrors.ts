import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The `{field: [messages]}` of a 400 answer; anything else becomes a non-field message key. */
export function serverFields(error: unknown): Record<string, string[]> {
  const data = (error as FetchBaseQueryError | undefined)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
}

export function serverDetail(error: unknown): string | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data as { detail?: unknown } | undefined;
  return typeof data?.detail === 'string' ? data.detail : undefined;
}

/** The seconds a 429 asked to wait: its Retry-After header, which the base query keeps on the error. */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
