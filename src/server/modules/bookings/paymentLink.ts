import { createHmac, timingSafeEqual } from 'node:crypto';

// A payment link (issue 23 §2): a signed token naming the booking and the end of its hold, so it opens a checkout
// without an account and stops working when the hold ends or is replaced (a new hold is a new end: a new link).

const sign = (secret: string, payload: string) => createHmac('sha256', `${secret}:payment-link`).update(payload).digest('base64url');

export function paymentLinkToken(secret: string, bookingId: number, holdExpiresAt: Date): string {
  const payload = `${bookingId}.${holdExpiresAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The booking id and hold end a token was signed for, or null for anything forged or garbled. */
export function readPaymentLinkToken(secret: string, token: string): { bookingId: number; holdExpiresAt: number } | null {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { bookingId: Number(match[1]), holdExpiresAt: Number(match[2]) };
}

export const paymentLinkUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/pay/${token}`;
