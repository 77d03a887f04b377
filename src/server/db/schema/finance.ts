import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The figures a statement was paid on, in halalas (the rate in hundredths of a percent). */
export interface StatementFigures {
  commissionRateBasisPoints: number;
  tickets: number;
  gross: number;
  refunds: number;
  netSales: number;
  commission: number;
  netDue: number;
}

/** A supplier's month, written when staff mark it paid (migration 0037): one per supplier and month, never paid twice. */
export const supplierStatements = pgTable(
  'supplier_statements',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    month: varchar('month', { length: 7 }).notNull(),
    figures: jsonb('figures').$type<StatementFigures>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('supplier_statements_one_per_month').on(table.supplierId, table.month),
    check('supplier_statements_month_format', sql`${table.month} ~ '^\\d{4}-(0[1-9]|1[0-2])$'`),
  ],
);
