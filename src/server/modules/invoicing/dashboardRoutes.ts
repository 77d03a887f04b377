import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../shared/dates';
import { toMoney } from '../../../shared/money';
import { DetailError, Paginated } from '../../../shared/schemas/common';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import { TaxDocument, TaxDocumentParams, TaxDocumentQuery } from '../../../shared/schemas/taxDocuments';
import { taxDocuments, zatcaReports } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { paginate, windowOf } from '../../lib/pagination';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';

const PAGE_SIZE = 50;
const xmlPath = (id: number) => `/api/dashboard/documents/${id}/xml/`;
/** Drawn by the bookings module (modules/bookings/documentRoutes.ts), beside the e-ticket. */
const pdfPath = (id: number) => `/api/dashboard/documents/${id}/pdf/`;

/** The back office's list of tax documents (newest first) and each one's XML as issued. */
export default async function invoicingDashboardRoutes(app: FastifyInstance, options: { timeZone: string }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['dashboard: documents'];

  routes.get(
    '/api/dashboard/documents/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Tax invoices, credit and debit notes, newest first (50 a page); from/to are inclusive resort days, number matches a part',
        security: STAFF_SECURITY,
        querystring: TaxDocumentQuery,
        response: { 200: Paginated(TaxDocument), ...readErrors, 404: DetailError },
      },
    },
    async (request) => {
      const { from, to, type, number, page = 1 } = request.query;
      const filters: SQL[] = [];
      // Midnight of a resort day, as an instant: the day's local start in the resort's zone.
      const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${options.timeZone})`;
      if (from) filters.push(sql`${taxDocuments.issuedAt} >= ${dayStart(from)}`);
      if (to) filters.push(sql`${taxDocuments.issuedAt} < ${dayStart(addDays(to, 1))}`);
      if (type) filters.push(eq(taxDocuments.type, type));
      if (number?.trim()) filters.push(ilike(taxDocuments.number, `%${number.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      const where = filters.length ? and(...filters) : undefined;
      const [{ total }] = await app.db.select({ total: count() }).from(taxDocuments).where(where);
      const { limit, offset } = windowOf(page, PAGE_SIZE);
      const rows = await app.db
        .select({ document: taxDocuments, reporting: zatcaReports.status })
        .from(taxDocuments)
        .leftJoin(zatcaReports, eq(zatcaReports.documentId, taxDocuments.id))
        .where(where)
        .orderBy(desc(taxDocuments.counter))
        .limit(limit)
        .offset(offset);
      return paginate(
        total,
        page,
        PAGE_SIZE,
        rows.map(({ document, reporting }) => ({
          id: document.id,
          uuid: document.uuid,
          number: document.number,
          type: document.type,
          booking: document.bookingId,
          issued_at: document.issuedAt.toISOString(),
          total: toMoney(document.total),
          vat: toMoney(document.vat),
          counter: document.counter,
          previous_hash: document.previousHash,
          hash: document.hash,
          qr: document.qr,
          pdf: pdfPath(document.id),
          xml: xmlPath(document.id),
          reporting: reporting ?? 'pending',
        })),
      );
    },
  );

  routes.get(
    '/api/dashboard/documents/:id/xml/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'A tax document’s UBL 2.1 XML exactly as issued and stamped (a download)',
        security: STAFF_SECURITY,
        params: TaxDocumentParams,
        response: {
          200: Type.String({ description: 'application/xml, Content-Disposition: attachment' }),
          ...readErrors,
          404: DetailError,
        },
      },
    },
    async (request, reply) => {
      const [document] = await app.db
        .select({ number: taxDocuments.number, xml: taxDocuments.xml })
        .from(taxDocuments)
        .where(eq(taxDocuments.id, request.params.id));
      if (!document) throw new NotFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${document.number}.xml"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(document.xml);
    },
  );
}
