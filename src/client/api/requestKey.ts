/**
 * One idempotency key per thing being submitted (a support reply, a booking note): a double click or a retry
 * sends the same key, so the API keeps one. Make a new one once the submission has been taken.
 */
export const newRequestKey = (): string => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
