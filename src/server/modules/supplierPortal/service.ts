import { toMoney, vatPart } from '../../../shared/money';
import type { SalesMonth } from '../../../shared/schemas/dashboard/supplierPortal';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { resortToday } from '../../lib/resortDate';
import { byMonth, supplierTicketSales, type MonthFigures } from '../finance/sales';
import { createSupplierPortalRepository, type SessionKind } from './repository';

const UPCOMING_LIMIT = 8;
const SALES_MONTHS = 12;

/** What a supplier sees of their own business: who holds tickets for a session, sales per month, what is coming. */
export function createSupplierPortalService(deps: { db: Database; clock: Clock; timeZone: string; vatRate: number }) {
  const repository = createSupplierPortalRepository(deps.db);
  // Each ticket's share of its booking's promo and refunds (finance/shares.ts): what the guest paid for it and got back.
  const monthOf = (row: MonthFigures): SalesMonth => ({
    month: row.month,
    tickets: row.tickets,
    gross: toMoney(row.paid),
    refunds: toMoney(row.refunded),
    net: toMoney(row.net),
    vat: toMoney(vatPart(row.net, deps.vatRate)),
  });
  const months = async (ownerId: number) => byMonth(await supplierTicketSales(deps.db, ownerId, deps.timeZone));
  const thisMonth = () => resortToday(deps.clock, deps.timeZone).slice(0, 7);

  return {
    /** `ownerId` set (a supplier): another supplier's session is 404, as if it did not exist. */
    async sessionTickets(kind: SessionKind, itemId: number, sessionId: number, ownerId: number | undefined) {
      if (!(await repository.sessionExists(kind, itemId, sessionId, ownerId))) throw new NotFound();
      const results = await repository.tickets(kind, sessionId, deps.clock.now());
      return { results, quantity: results.reduce((sum, ticket) => sum + ticket.quantity, 0) };
    },

    sales: async (ownerId: number) => ({ months: (await months(ownerId)).slice(0, SALES_MONTHS).map(monthOf) }),

    async overview(ownerId: number) {
      const month = thisMonth();
      const current = (await months(ownerId)).find((row) => row.month === month);
      return {
        this_month: monthOf(current ?? { month, tickets: 0, paid: 0, refunded: 0, net: 0 }),
        upcoming: await repository.upcoming(ownerId, resortToday(deps.clock, deps.timeZone), deps.clock.now(), UPCOMING_LIMIT),
      };
    },
  };
}
