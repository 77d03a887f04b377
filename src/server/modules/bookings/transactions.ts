import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PaymentTransactionRow } from '../../db/schema';
import type { PaymentChannel } from '../../lib/payments/provider';
import { rows } from '../../db/sql';

/** One checkout as the app records it (payment_transactions), read by every payment step. */
export interface TransactionRecord {
  id: number;
  provider: string;
  checkout_id: string;
  gateway_payment_id: string | null;
  booking_id: number;
  amount: string;
  currency: string;
  status: PaymentTransactionRow['status'];
  kind: PaymentTransactionRow['kind'];
  brand: string | null;
  last4: string | null;
  channel: PaymentChannel;
  /** The gateway's payment page script (HyperPay), kept so an open checkout can be handed out again. */
  widget_url: string | null;
  created_at: string;
  verified_at: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
export const transactionColumns = sql`t.id, t.provider, t.checkout_id, t.gateway_payment_id, t.booking_id, t.amount::text AS amount, t.currency,
  t.status::text AS status, t.kind::text AS kind, t.brand, t.last4, coalesce(t.raw->>'channel', 'card') AS channel,
  t.raw->>'widget_url' AS widget_url, ${iso('t.created_at')} AS created_at, ${iso('t.verified_at')} AS verified_at`;

export async function findTransaction(
  deps: { db: Database },
  by: { checkoutId?: string; paymentId?: string; id?: number },
  db: Database = deps.db,
): Promise<TransactionRecord | null> {
  const where = by.id
    ? sql`t.id = ${by.id}::int`
    : by.checkoutId
      ? sql`t.checkout_id = ${by.checkoutId}`
      : sql`t.gateway_payment_id = ${by.paymentId ?? ''}`;
  const [row] = await rows<TransactionRecord>(db, sql`SELECT ${transactionColumns} FROM payment_transactions t WHERE ${where}`);
  return row ?? null;
}
