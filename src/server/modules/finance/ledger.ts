// The payments ledger (issue 22 §4): every charge, refund and tax document by day, with running totals, and a
// month's summary whose documents' net is the sum of the month's tax documents, to the halala.
import { toMoney } from '../../../shared/money';
import type { LedgerEntry, LedgerQuery, LedgerSummary } from '../../../shared/schemas/dashboard/finance';
import type { Database } from '../../db/client';
import { paginate, windowOf } from '../../lib/pagination';
import { createLedgerRepository, type LedgerRow } from './ledgerRepository';

export const LEDGER_PAGE_SIZE = 50;

const entryOf = (row: LedgerRow): LedgerEntry => ({
  kind: row.kind,
  id: row.id,
  at: new Date(row.at).toISOString(),
  day: row.day,
  method: row.method,
  provider: row.provider,
  reference: row.reference,
  booking_id: row.booking_id,
  booking_code: row.booking_code,
  document_type: row.document_type,
  amount: toMoney(Number(row.amount)),
  running_cash: toMoney(Number(row.running_cash)),
  running_documents: toMoney(Number(row.running_documents)),
});

export function createLedgerService(deps: { db: Database; timeZone: string }) {
  const repository = createLedgerRepository(deps.db, deps.timeZone);
  return {
    async page(query: LedgerQuery) {
      const page = query.page ?? 1;
      const found = await repository.lines(query, windowOf(page, LEDGER_PAGE_SIZE));
      // A page past the end has no row to carry the count: ask for it once more (paginate answers 404).
      const count =
        found[0]?.total_count ?? (page > 1 ? ((await repository.lines(query, { limit: 1, offset: 0 }))[0]?.total_count ?? 0) : 0);
      return paginate(count, page, LEDGER_PAGE_SIZE, found.map(entryOf));
    },

    all: async (query: LedgerQuery) => (await repository.lines(query)).map(entryOf),

    async summary(month: string): Promise<LedgerSummary> {
      const sums = await repository.month(month);
      return {
        month,
        payments: toMoney(sums.payments),
        refunds: toMoney(sums.refunds),
        cash_net: toMoney(sums.payments - sums.refunds),
        invoices: toMoney(sums.invoices),
        debit_notes: toMoney(sums.debit_notes),
        credit_notes: toMoney(sums.credit_notes),
        net: toMoney(sums.invoices + sums.debit_notes - sums.credit_notes),
        documents: sums.documents,
      };
    },
  };
}
