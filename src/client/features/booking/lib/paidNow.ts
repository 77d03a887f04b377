// What one payment was for, handed from the payment screen to the success page in the router's
// location state (a reload loses it, and the success page then shows the booking's totals alone).
export type PaidNow = { kind: 'booking' | 'extra'; amount: string };

export function paidNowOf(state: unknown): PaidNow | null {
  if (!state || typeof state !== 'object') return null;
  const { kind, amount } = state as Partial<PaidNow>;
  return (kind === 'booking' || kind === 'extra') && typeof amount === 'string' ? { kind, amount } : null;
}
