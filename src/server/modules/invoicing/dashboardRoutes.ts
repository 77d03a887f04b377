import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../shared/dates';
import { toMoney } from '../../../shared/money';
import { DetailError, Paginated } from '../../../shared/schemas/common';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import {
  TaxDocument,
  TaxDocumentExportQuery,
  TaxDocumentMonthQuery,
  TaxDocumentParams,
  TaxDocumentQuery,
} from '../../../shared/schemas/taxDocuments';
import { bookings, taxDocuments, zatcaReports } from '../../db/schema';
import { csvFile } from '../../lib/csv';
import { resortDateTime } from '../../lib/resortDate';
import { NotFound } from '../../lib/errors';
import { zipStore } from '../../lib/zip';
import { paginate, windowOf } from '../../lib/pagination';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';

const PAGE_SIZE = 50;
const xmlPath = (id: number) => `/api/dashboard/documents/${id}/xml/`;
/** Drawn by the bookings module (modules/bookings/documentRoutes.ts), beside the e-ticket. */
const pdfPath = (id: number) => `/api/dashboard/documents/${id}/pdf/`;

/** The back office's list of tax documents (newest first) and each one's XML as issued. */
const CSV_HEADERS = {
  en: [
    'Number',
    'Type',
    'Issued (resort time)',
    'Booking',
    'Corrects',
    'Total excl. VAT',
    'VAT',
    'Total incl. VAT',
    'Currency',
    'Counter (ICV)',
    'UUID',
    'Reporting',
  ],
  ar: [
    'الرقم',
    'النوع',
    'تاريخ الإصدار (بتوقيت المنتجع)',
    'الحجز',
    'يصحح',
    'الإجمالي دون الضريبة',
    'الضريبة',
    'الإجمالي شامل الضريبة',
    'العملة',
    'العداد (ICV)',
    'المعرّف (UUID)',
    'الإبلاغ',
  ],
} as const;
const CSV_WORDS = {
  en: {
    type: { invoice: 'Simplified tax invoice', credit_note: 'Credit note', debit_note: 'Debit note' },
    reporting: { pending: 'Pending', reported: 'Reported', rejected: 'Rejected' },
  },
  ar: {
    type: { invoice: 'فاتورة ضريبية مبسطة', credit_note: 'إشعار دائن', debit_note: 'إشعار مدين' },
    reporting: { pending: 'قيد الإبلاغ', reported: 'مُبلَّغ', rejected: 'مرفوض' },
  },
} as const;

export default async function invoicingDashboardRoutes(app: FastifyInstance, options: { timeZone: string }) {
  staffJob(app, 'finance');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['dashboard: documents'];
  // Midnight of a resort day, as an instant: the day's local start in the resort's zone.
  const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${options.timeZone})`;
  /** The list's and the export's filters: inclusive resort days, a type, part of the number. */
  const filtersOf = ({ from, to, type, number }: TaxDocumentExportQuery) => {
    const filters: SQL[] = [];
    if (from) filters.push(sql`${taxDocuments.issuedAt} >= ${dayStart(from)}`);
    if (to) filters.push(sql`${taxDocuments.issuedAt} < ${dayStart(addDays(to, 1))}`);
    if (type) filters.push(eq(taxDocuments.type, type));
    if (number?.trim()) filters.push(ilike(taxDocuments.number, `%${number.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    return filters.length ? and(...filters) : undefined;
  };

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
      const { page = 1 } = request.query;
      const where = filtersOf(request.query);
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
    '/api/dashboard/documents/export.csv',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary:
          'The filtered documents as CSV, oldest first (UTF-8 with BOM; header and words in the staff member’s language, times on the resort’s clock)',
        security: STAFF_SECURITY,
        querystring: TaxDocumentExportQuery,
        response: { 200: Type.String({ description: 'text/csv' }), ...readErrors },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const corrected = alias(taxDocuments, 'corrected');
      const rows = await app.db
        .select({ document: taxDocuments, booking: bookings.code, corrects: corrected.number, reporting: zatcaReports.status })
        .from(taxDocuments)
        .leftJoin(bookings, eq(bookings.id, taxDocuments.bookingId))
        .leftJoin(corrected, eq(corrected.id, taxDocuments.correctsId))
        .leftJoin(zatcaReports, eq(zatcaReports.documentId, taxDocuments.id))
        .where(filtersOf(request.query))
        .orderBy(asc(taxDocuments.counter));
      const words = CSV_WORDS[lang];
      const body = csvFile(
        CSV_HEADERS[lang],
        rows.map(({ document, booking, corrects, reporting }) => [
          document.number,
          words.type[document.type],
          resortDateTime(document.issuedAt, options.timeZone),
          booking,
          corrects,
          toMoney(document.total - document.vat),
          toMoney(document.vat),
          toMoney(document.total),
          'SAR',
          document.counter,
          document.uuid,
          words.reporting[reporting ?? 'pending'],
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tax-documents.csv"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  routes.get(
    '/api/dashboard/documents/xml.zip',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Every document issued in a resort month, each one’s XML exactly as issued, named by its number (a ZIP, stored)',
        security: STAFF_SECURITY,
        querystring: TaxDocumentMonthQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/zip' }), ...readErrors },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const first = `${month}-01`;
      const [year, monthNumber] = month.split('-').map(Number);
      const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
      const rows = await app.db
        .select({ number: taxDocuments.number, xml: taxDocuments.xml, issuedAt: taxDocuments.issuedAt })
        .from(taxDocuments)
        .where(and(sql`${taxDocuments.issuedAt} >= ${dayStart(first)}`, sql`${taxDocuments.issuedAt} < ${dayStart(next)}`))
        .orderBy(asc(taxDocuments.counter));
      const zip = zipStore(
        rows.map((row) => ({ name: `${row.number}.xml`, content: Buffer.from(row.xml, 'utf8'), modified: row.issuedAt })),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="tax-documents-${month}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
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
