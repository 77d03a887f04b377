// What one payment was for: the sandbox's payment screen hands it to the success page in the router's
// location state; a return from HyperPay's redirect has none, and the success page reads it from the
// transaction that the gateway's resourcePath names (a reload without either shows the totals alone).
export type PaidNow = { kind: 'booking' | 'extra' | 'change'; amount: string };

/** The payment a verified gateway transaction was, when it succeeded. */
export function paidNowOfTransaction(transaction: { kind: string; amount: string; status: string } | undefined): PaidNow | null {
  if (!transaction || transaction.status !== 'success') return null;
  return paidNowOf({ kind: transaction.kind, amount: transaction.amount });
}

export function paidNowOf(state: unknown): PaidNow | null {
  if (!state || typeof state !== 'object') return null;
  const { kind, amount } = state as Partial<PaidNow>;
  return (kind === 'booking' || kind === 'extra' || kind === 'change') && typeof amount === 'string' ? { kind, amount } : null;
}
