// Supplier statements (issue 22 §4): per supplier and month (month of sale, resort time), the tickets sold, what
// guests paid for them after the promo's share, the refunds' shares, the resort's commission at the supplier's rate
// and the net due. A paid statement keeps the figures it was paid on.
import { toMoney } from '../../../shared/money';
import type { SupplierStatement } from '../../../shared/schemas/dashboard/finance';
import type { Database } from '../../db/client';
import type { StatementFigures } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { resortToday } from '../../lib/resortDate';
import { supplierTicketSales, type TicketSale } from './sales';
import { createStatementsRepository, type PaidStatementRow, type SupplierRow } from './statementsRepository';

/** "12.50" percent → 1250 hundredths of a percent. */
const basisPoints = (rate: string) => Math.round(Number(rate) * 100);

/** The figures of a month's sales at a rate: commission = net sales × rate, rounded half up to the halala. */
export function statementFigures(sales: TicketSale[], rateBasisPoints: number): StatementFigures {
  const gross = sales.reduce((sum, sale) => sum + sale.paid, 0);
  const refunds = sales.reduce((sum, sale) => sum + sale.refunded, 0);
  const netSales = gross - refunds;
  const commission = Math.sign(netSales) * Math.floor((2 * Math.abs(netSales) * rateBasisPoints + 10_000) / 20_000);
  return {
    commissionRateBasisPoints: rateBasisPoints,
    tickets: sales.reduce((sum, sale) => sum + (sale.sold ? sale.quantity : 0), 0),
    gross,
    refunds,
    netSales,
    commission,
    netDue: netSales - commission,
  };
}

const wire = (supplier: SupplierRow, month: string, figures: StatementFigures, paid?: PaidStatementRow): SupplierStatement => ({
  supplier_id: supplier.id,
  supplier_name: supplier.name,
  supplier_name_ar: supplier.name_ar,
  month,
  commission_rate: (figures.commissionRateBasisPoints / 100).toFixed(2),
  tickets: figures.tickets,
  gross: toMoney(figures.gross),
  refunds: toMoney(figures.refunds),
  net_sales: toMoney(figures.netSales),
  commission: toMoney(figures.commission),
  net_due: toMoney(figures.netDue),
  paid_at: paid ? new Date(paid.paid_at).toISOString() : null,
  paid_by: paid?.paid_by ?? null,
});

export function createStatementsService(deps: { db: Database; clock: Clock; timeZone: string }) {
  const repository = createStatementsRepository(deps.db);
  const thisMonth = () => resortToday(deps.clock, deps.timeZone).slice(0, 7);
  const salesOf = async (supplierId: number | undefined, month: string, db: Database = deps.db) =>
    supplierTicketSales(db, supplierId, deps.timeZone, month);

  /** One supplier's statement: the paid snapshot if there is one, else today's figures at today's rate. */
  async function one(supplier: SupplierRow, month: string) {
    const [paid] = await repository.paidIn(month, supplier.id);
    return wire(
      supplier,
      month,
      paid?.figures ?? statementFigures(await salesOf(supplier.id, month), basisPoints(supplier.commission_rate)),
      paid,
    );
  }

  return {
    thisMonth,

    /** Staff: every supplier's statement of the month. */
    async list(month = thisMonth()) {
      const sales = await salesOf(undefined, month);
      const [suppliers, paid] = await Promise.all([
        repository.suppliers([...new Set(sales.map((sale) => sale.supplierId))]),
        repository.paidIn(month),
      ]);
      const paidBy = new Map(paid.map((row) => [row.supplier_id, row]));
      return {
        month,
        results: suppliers.map((supplier) => {
          const done = paidBy.get(supplier.id);
          const figures =
            done?.figures ??
            statementFigures(
              sales.filter((sale) => sale.supplierId === supplier.id),
              basisPoints(supplier.commission_rate),
            );
          return wire(supplier, month, figures, done);
        }),
      };
    },

    /** A supplier's own statement (or staff reading one supplier's); 404 for an account that is not a supplier. */
    async of(supplierId: number, month = thisMonth()) {
      const supplier = await repository.supplier(supplierId);
      if (!supplier) throw new NotFound();
      return one(supplier, month);
    },

    /** Marks a month paid with today's figures; a second call changes nothing (the first paid_at stays), nor audits again. */
    async markPaid(supplierId: number, month: string, actor: Actor) {
      await deps.db.transaction(async (tx) => {
        const supplier = await repository.lockSupplier(tx, supplierId);
        if (!supplier) throw new NotFound();
        // Read inside the transaction: on PGlite a read beside it would wait for it to end.
        const figures = statementFigures(await salesOf(supplierId, month, tx), basisPoints(supplier.commission_rate));
        const at = deps.clock.now();
        if (await repository.markPaid(tx, { supplierId, month, figures, at, by: actor.id })) {
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'suppliers',
            action: 'statement_paid',
            entityType: 'supplier-statement',
            entityId: `${supplierId}/${month}`,
            before: null,
            after: { supplier_id: supplierId, month, ...figures },
            at,
          });
        }
      });
      return this.of(supplierId, month);
    },

    /** Sets a supplier's commission rate (percent); audited with the rate before and after. */
    async setCommission(supplierId: number, rate: string, actor: Actor) {
      const value = Number(rate).toFixed(2);
      await deps.db.transaction(async (tx) => {
        const supplier = await repository.lockSupplier(tx, supplierId);
        if (!supplier) throw new NotFound();
        if (supplier.commission_rate === value) return;
        await repository.setCommission(tx, supplierId, value);
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'suppliers',
          action: 'commission',
          entityType: 'user',
          entityId: supplierId,
          before: { commission_rate: supplier.commission_rate },
          after: { commission_rate: value },
          at: deps.clock.now(),
        });
      });
      return { supplier_id: supplierId, commission_rate: value };
    },
  };
}
