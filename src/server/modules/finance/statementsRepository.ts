import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StatementFigures } from '../../db/schema';
import { rows } from '../../db/sql';

export interface SupplierRow {
  id: number;
  name: string;
  name_ar: string;
  commission_rate: string;
}
export interface PaidStatementRow {
  supplier_id: number;
  figures: StatementFigures;
  paid_at: string;
  paid_by: number | null;
}

const SUPPLIER_NAME = sql`coalesce(nullif(u.company_name, ''), u.full_name)`;
const SUPPLIER_NAME_AR = sql`coalesce(nullif(u.company_name_ar, ''), nullif(u.full_name_ar, ''), nullif(u.company_name, ''), u.full_name)`;

/** Suppliers' commission rates and the statements staff marked paid. */
export function createStatementsRepository(db: Database) {
  return {
    /** Every supplier (approved, or with sales to settle: `withIds`), by name. */
    suppliers: (withIds: number[]) =>
      rows<SupplierRow>(
        db,
        sql`SELECT u.id, ${SUPPLIER_NAME} AS name, ${SUPPLIER_NAME_AR} AS name_ar, u.commission_rate::text AS commission_rate
        FROM users u WHERE u.role = 'supplier'
          AND (u.supplier_status = 'approved' ${
            withIds.length
              ? sql`OR u.id IN (${sql.join(
                  withIds.map((id) => sql`${id}::int`),
                  sql`, `,
                )})`
              : sql``
          })
        ORDER BY lower(${SUPPLIER_NAME}), u.id`,
      ),

    supplier: async (id: number) =>
      (
        await rows<SupplierRow>(
          db,
          sql`SELECT u.id, ${SUPPLIER_NAME} AS name, ${SUPPLIER_NAME_AR} AS name_ar, u.commission_rate::text AS commission_rate
          FROM users u WHERE u.id = ${id}::int AND u.role = 'supplier'`,
        )
      )[0],

    /** The supplier row locked for the caller's transaction (a rate change and a payment queue behind each other). */
    lockSupplier: async (tx: Database, id: number) =>
      (
        await rows<SupplierRow>(
          tx,
          sql`SELECT u.id, ${SUPPLIER_NAME} AS name, ${SUPPLIER_NAME_AR} AS name_ar, u.commission_rate::text AS commission_rate
          FROM users u WHERE u.id = ${id}::int AND u.role = 'supplier' FOR UPDATE`,
        )
      )[0],

    setCommission: (tx: Database, id: number, rate: string) =>
      tx.execute(sql`UPDATE users SET commission_rate = ${rate}::numeric, updated_at = now() WHERE id = ${id}::int`),

    paidIn: (month: string, supplierId?: number) =>
      rows<PaidStatementRow>(
        db,
        sql`SELECT supplier_id, figures, paid_at::text AS paid_at, paid_by FROM supplier_statements
        WHERE month = ${month} ${supplierId === undefined ? sql`` : sql`AND supplier_id = ${supplierId}::int`}`,
      ),

    /** Marks the month paid once: a second call finds the row and changes nothing. Answers whether this call wrote it. */
    async markPaid(tx: Database, entry: { supplierId: number; month: string; figures: StatementFigures; at: Date; by: number }) {
      const inserted = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO supplier_statements (supplier_id, month, figures, paid_at, paid_by)
        VALUES (${entry.supplierId}::int, ${entry.month}, ${JSON.stringify(entry.figures)}::jsonb, ${entry.at.toISOString()}::timestamptz, ${entry.by}::int)
        ON CONFLICT (supplier_id, month) DO NOTHING RETURNING id`,
      );
      return inserted.length > 0;
    },
  };
}
