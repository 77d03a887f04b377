// What went wrong in the booking flow, from an RTK Query error (or any thrown value), for the screens.
export type FlowFailureKind = 'declined' | 'conflict' | 'network' | 'pendingTooLong' | 'notFound' | 'other';

export interface FlowFailure {
  kind: FlowFailureKind;
  /** The server's own sentence (already in the guest's language), when it sent one. */
  message?: string;
  /** A card decline's code, e.g. "card_declined". */
  code?: string;
}

type ErrorLike = { status?: unknown; data?: unknown };

export function toFlowFailure(error: unknown): FlowFailure {
  if (!error || typeof error !== 'object') return { kind: 'other' };
  const { status, data } = error as ErrorLike;
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const message = typeof body.detail === 'string' ? body.detail : undefined;
  if (status === 402) return { kind: 'declined', message, code: typeof body.decline_code === 'string' ? body.decline_code : undefined };
  if (status === 409) return { kind: 'conflict', message };
  if (status === 404) return { kind: 'notFound', message };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'network' };
  if (status === 400 && body && typeof body === 'object') {
    const first = Object.values(body)
      .flat()
      .find((value): value is string => typeof value === 'string');
    return { kind: 'other', message: message ?? first };
  }
  return { kind: 'other', message };
}
