import { useRef } from 'react';

/**
 * One idempotency key per thing being submitted (a support reply, a booking note): a double click or a retry
 * sends the same key, so the API keeps one. Make a new one once the submission has been taken.
 */
export const newRequestKey = (): string => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/** The request header that carries the key (plugins/idempotency.ts on the server). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header of one submission's key, for an RTK Query endpoint's `headers`. */
export const idempotencyHeaders = (key: string | undefined): Record<string, string> => (key ? { [IDEMPOTENCY_HEADER]: key } : {});

type Answer = { data: unknown } | { error: unknown };

/**
 * The server stored an answer for the key (a success or a refusal): sending it again would only replay it. A
 * network failure, a 5xx (not stored) or "still in progress" (409 idempotency_in_progress) keeps the key, so
 * the next try of the same submission cannot act twice.
 */
export function isSettled(answer: Answer): boolean {
  if ('data' in answer) return true;
  const error = answer.error as { status?: unknown; data?: { code?: unknown } } | undefined;
  if (typeof error?.status !== 'number' || error.status >= 500) return false;
  return !(error.status === 409 && error.data?.code === 'idempotency_in_progress');
}

/**
 * One Idempotency-Key per submission: `key()` makes it on the first try and gives the same one back until
 * `settle(answer)` sees the server's final answer; the submission after that gets a new key.
 */
export function useSubmissionKey() {
  const current = useRef<string | null>(null);
  return {
    key: (): string => (current.current ??= newRequestKey()),
    settle(answer: Answer) {
      if (isSettled(answer)) current.current = null;
    },
  };
}
