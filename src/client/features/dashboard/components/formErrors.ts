import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type MutationError = FetchBaseQueryError | SerializedError | undefined;

const dataOf = (error: MutationError): Record<string, unknown> | null => {
  const data = error && 'status' in error ? error.data : null;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
};

/** A staff edit based on an out-of-date read: the server's 409 with code "stale". */
export const isStale = (error: MutationError): boolean =>
  !!error && 'status' in error && error.status === 409 && dataOf(error)?.code === 'stale';

/** The server's 400 answer, `{field: [messages]}`, ready to show next to each field (already translated). */
export function fieldErrors(error: MutationError): Record<string, string[]> {
  if (!error || !('status' in error) || error.status !== 400) return {};
  const data = dataOf(error) ?? {};
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
}

/** A refusal with one message (403, 404, a 409 other than stale), for a form-level alert. */
export function detailOf(error: MutationError): string | undefined {
  const detail = dataOf(error)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}
