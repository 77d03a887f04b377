import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError } from '../../../shared/schemas/common';
import { IdParams, readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import {
  CommissionAnswer,
  CommissionBody,
  LedgerPage,
  LedgerQuery,
  LedgerSummary,
  MonthQuery,
  OptionalMonthQuery,
  StatementParams,
  SupplierStatement,
  SupplierStatements,
} from '../../../shared/schemas/dashboard/finance';
import { actorOf } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { ledgerCsv, statementCsv } from './csv';
import { createLedgerService } from './ledger';
import { renderStatementPdf } from './statementPdf';
import { createStatementsService } from './statements';

const download = (filename: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

/**
 * Finance in the back office (issue 22 §4): the payments ledger and its month, the suppliers' commission and monthly
 * statements for staff, and a supplier's own statements (JSON, CSV, PDF).
 */
export default async function financeRoutes(app: FastifyInstance, options: { clock: Clock; timeZone: string }) {
  staffJob(app, 'finance');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const ledger = createLedgerService({ db: app.db, timeZone: options.timeZone });
  const statements = createStatementsService({ db: app.db, ...options });
  const staff = { ...staffRoute(), schema: { tags: ['dashboard: finance'], security: STAFF_SECURITY } };
  const supplier = { ...staffRoute(['supplier']), schema: { tags: ['dashboard: supplier portal'], security: STAFF_SECURITY } };

  routes.get(
    '/api/dashboard/ledger/',
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary:
          'Every payment, refund and tax document, oldest first (50 a page), with running totals from the first line kept; from/to are inclusive resort days',
        querystring: LedgerQuery,
        response: { 200: LedgerPage, ...readErrors, 404: DetailError },
      },
    },
    (request) => ledger.page(request.query),
  );

  routes.get(
    '/api/dashboard/ledger/export.csv',
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: "The filtered ledger as CSV (UTF-8 with BOM, the header in the staff member's language), every page",
        querystring: Type.Omit(LedgerQuery, ['page']),
        response: { 200: Type.String(), ...readErrors },
      },
    },
    async (request, reply) =>
      reply.headers(download('ledger.csv', 'text/csv; charset=utf-8')).send(ledgerCsv(await ledger.all(request.query), request.lang)),
  );

  routes.get(
    '/api/dashboard/ledger/summary/',
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: "A month's payments, refunds and tax documents (resort time); net = invoices + debit notes − credit notes",
        querystring: MonthQuery,
        response: { 200: LedgerSummary, ...readErrors },
      },
    },
    (request) => ledger.summary(request.query.month),
  );

  routes.put(
    '/api/dashboard/suppliers/:id/commission/',
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: "Set a supplier's commission rate (percent, 0–100, two decimals); audited",
        params: IdParams,
        body: CommissionBody,
        response: { 200: CommissionAnswer, ...writeErrors },
      },
    },
    (request) => statements.setCommission(request.params.id, request.body.commission_rate, actorOf(request)),
  );

  routes.get(
    '/api/dashboard/statements/',
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: "Every supplier's statement of a month (default: this month): tickets, sales, refunds, commission, net due, paid",
        querystring: OptionalMonthQuery,
        response: { 200: SupplierStatements, ...readErrors },
      },
    },
    (request) => statements.list(request.query.month),
  );

  routes.post(
    '/api/dashboard/statements/:supplier_id/:month/paid/',
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: 'Mark a supplier’s month paid, keeping the figures it was paid on; again: unchanged (the first paid_at stays)',
        params: StatementParams,
        response: { 200: SupplierStatement, ...writeErrors },
      },
    },
    (request) => statements.markPaid(request.params.supplier_id, request.params.month, actorOf(request)),
  );

  routes.get(
    '/api/dashboard/supplier/statements/',
    {
      ...supplier,
      schema: {
        ...supplier.schema,
        summary: "The signed-in supplier's statement of a month (default: this month)",
        querystring: OptionalMonthQuery,
        response: { 200: SupplierStatement, ...readErrors, 404: DetailError },
      },
    },
    (request) => statements.of(request.user!.id, request.query.month),
  );

  routes.get(
    '/api/dashboard/supplier/statements/export.csv',
    {
      ...supplier,
      schema: {
        ...supplier.schema,
        summary: "The signed-in supplier's statement of a month as CSV (UTF-8 with BOM, in their language)",
        querystring: OptionalMonthQuery,
        response: { 200: Type.String(), ...readErrors, 404: DetailError },
      },
    },
    async (request, reply) => {
      const statement = await statements.of(request.user!.id, request.query.month);
      return reply
        .headers(download(`statement-${statement.month}.csv`, 'text/csv; charset=utf-8'))
        .send(statementCsv(statement, request.lang));
    },
  );

  routes.get(
    '/api/dashboard/supplier/statements/export.pdf',
    {
      ...supplier,
      schema: {
        ...supplier.schema,
        summary: "The signed-in supplier's statement of a month as a PDF, English and Arabic side by side",
        querystring: OptionalMonthQuery,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          ...readErrors,
          404: DetailError,
        },
      },
    },
    async (request, reply) => {
      const statement = await statements.of(request.user!.id, request.query.month);
      return reply
        .headers(download(`statement-${statement.month}.pdf`, 'application/pdf'))
        .send(await renderStatementPdf(statement, options.timeZone));
    },
  );
}
