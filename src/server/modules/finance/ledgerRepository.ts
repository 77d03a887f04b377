import { sql, type SQL } from 'drizzle-orm';
import type { LedgerKind } from '../../../shared/schemas/dashboard/finance';
import type { Database } from '../../db/client';
import { rows, type Window } from '../../db/sql';

export interface LedgerFilter {
  /** Resort days, both inclusive. */
  from?: string;
  to?: string;
  kind?: LedgerKind;
  method?: string;
}

export interface LedgerRow {
  kind: LedgerKind;
  id: number;
  at: string;
  day: string;
  method: string | null;
  provider: string | null;
  reference: string | null;
  booking_id: number | null;
  booking_code: string | null;
  document_type: 'invoice' | 'credit_note' | 'debit_note' | null;
  /** Halalas, refunds and credit notes below zero. */
  amount: string;
  running_cash: string;
  running_documents: string;
  total_count: number;
}

/**
 * Every charge that went through, every refund that went through and every tax document, one stream, oldest first.
 * A document's method is its payment's (a credit note: the card of the charge its refund gave back).
 */
const entries = (timeZone: string) => sql`SELECT e.*, to_char(e.at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day FROM (
  SELECT 'payment' AS kind, p.id, coalesce(p.verified_at, p.created_at) AS at, lower(p.brand) AS method, p.provider,
    p.gateway_payment_id AS reference, b.id AS booking_id, b.code AS booking_code, NULL::text AS document_type,
    round(p.amount * 100)::bigint AS amount, p.id AS source
  FROM payment_transactions p JOIN bookings b ON b.id = p.booking_id
  WHERE p.kind <> 'refund' AND p.status IN ('success', 'refunded')
  UNION ALL
  SELECT 'refund', r.id, coalesce(r.verified_at, r.created_at), lower(coalesce(r.brand, c.brand)), r.provider,
    r.gateway_payment_id, b.id, b.code, NULL, -round(r.amount * 100)::bigint, r.id
  FROM payment_transactions r JOIN bookings b ON b.id = r.booking_id LEFT JOIN payment_transactions c ON c.id = r.refund_of
  WHERE r.kind = 'refund' AND r.status = 'success'
  UNION ALL
  SELECT 'document', d.id, d.issued_at, lower(coalesce(p.brand, c.brand)), p.provider, d.number, b.id, b.code, d.type,
    (CASE WHEN d.type = 'credit_note' THEN -d.total ELSE d.total END)::bigint, d.payment_transaction_id
  FROM tax_documents d LEFT JOIN bookings b ON b.id = d.booking_id
    LEFT JOIN payment_transactions p ON p.id = d.payment_transaction_id LEFT JOIN payment_transactions c ON c.id = p.refund_of
) e`;

/** Midnight starting a resort day, as an instant. */
const dayStart = (day: SQL, timeZone: string) => sql`((${day})::timestamp AT TIME ZONE ${timeZone})`;

function conditions(filter: LedgerFilter, timeZone: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.from) parts.push(sql`at >= ${dayStart(sql`${filter.from}::date`, timeZone)}`);
  if (filter.to) parts.push(sql`at < ${dayStart(sql`${filter.to}::date + 1`, timeZone)}`);
  if (filter.kind) parts.push(sql`kind = ${filter.kind}`);
  if (filter.method) parts.push(sql`method = ${filter.method.toLowerCase()}`);
  return sql.join(parts, sql` AND `);
}

/** By time; at the same instant a document follows the payment or refund it was issued for. */
const ORDER = sql`at, source NULLS LAST, CASE kind WHEN 'document' THEN 1 ELSE 0 END, id`;

/** The ledger's SQL: its lines with running totals over everything the filters keep (before the page is cut). */
export function createLedgerRepository(db: Database, timeZone: string) {
  return {
    lines: (filter: LedgerFilter, window?: Window) =>
      rows<LedgerRow>(
        db,
        sql`SELECT kind, id, at::text AS at, day, method, provider, reference, booking_id, booking_code, document_type,
          amount::text AS amount,
          (sum(CASE WHEN kind = 'document' THEN 0 ELSE amount END) OVER (ORDER BY ${ORDER} ROWS UNBOUNDED PRECEDING))::text AS running_cash,
          (sum(CASE WHEN kind = 'document' THEN amount ELSE 0 END) OVER (ORDER BY ${ORDER} ROWS UNBOUNDED PRECEDING))::text AS running_documents,
          (count(*) OVER ())::int AS total_count
        FROM (${entries(timeZone)}) ledger WHERE ${conditions(filter, timeZone)}
        ORDER BY ${ORDER} ${window ? sql`LIMIT ${window.limit}::int OFFSET ${window.offset}::int` : sql``}`,
      ),

    /** A month's sums in halalas (`month` YYYY-MM, resort time). */
    async month(month: string) {
      const first = sql`${`${month}-01`}::date`;
      const [row] = await rows<Record<'payments' | 'refunds' | 'invoices' | 'debit_notes' | 'credit_notes' | 'documents', string>>(
        db,
        sql`SELECT
          coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0)::text AS payments,
          coalesce(-sum(amount) FILTER (WHERE kind = 'refund'), 0)::text AS refunds,
          coalesce(sum(amount) FILTER (WHERE document_type = 'invoice'), 0)::text AS invoices,
          coalesce(sum(amount) FILTER (WHERE document_type = 'debit_note'), 0)::text AS debit_notes,
          coalesce(-sum(amount) FILTER (WHERE document_type = 'credit_note'), 0)::text AS credit_notes,
          count(*) FILTER (WHERE kind = 'document')::text AS documents
        FROM (${entries(timeZone)}) ledger WHERE at >= ${dayStart(first, timeZone)}
          AND at < ${dayStart(sql`(${first} + interval '1 month')::date`, timeZone)}`,
      );
      return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Record<keyof typeof row, number>;
    },
  };
}
