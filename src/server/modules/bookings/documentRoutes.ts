// Issue 22: a booking's tax documents (invoices, credit and debit notes) for its guest and for staff, the guest's own
// XML and PDF downloads, and the staff PDF (drawn here, beside the e-ticket; the staff XML download is the invoicing
// module's /api/dashboard/documents/{id}/xml/).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toMoney } from '../../../shared/money';
import { DetailError, SessionError } from '../../../shared/schemas/common';
import { IdParams, readErrors } from '../../../shared/schemas/dashboard/common';
import {
  BookingDocumentParams,
  BookingTaxDocuments,
  type BookingTaxDocument,
  type TaxDocumentPurpose,
} from '../../../shared/schemas/taxDocuments';
import type { Database } from '../../db/client';
import { bookings, paymentTransactions, taxDocuments } from '../../db/schema';
import type { TaxDocumentRow } from '../invoicing/repository';
import { NotFound } from '../../lib/errors';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { documentPdf } from './taxDocumentFiles';

type Paths = { xml: (bookingId: number, id: number) => string; pdf: (bookingId: number, id: number) => string };
const guestPaths: Paths = {
  xml: (bookingId, id) => `/api/products/bookings/${bookingId}/documents/${id}/xml/`,
  pdf: (bookingId, id) => `/api/products/bookings/${bookingId}/documents/${id}/pdf/`,
};
const staffPaths: Paths = {
  xml: (_bookingId, id) => `/api/dashboard/documents/${id}/xml/`,
  pdf: (_bookingId, id) => `/api/dashboard/documents/${id}/pdf/`,
};

/** What the document is for (BookingTaxDocument's `purpose`), from the kind of payment it bills or gives back. */
function purposeOf(document: Listed): TaxDocumentPurpose {
  if (document.type === 'credit_note') return 'refund';
  if (document.type === 'debit_note') return 'charge';
  if (document.paymentKind === 'booking') return 'stay';
  if (document.paymentKind === 'change') return 'change';
  // A balance checkout (online or at the desk) pays services added later, or what a staff change left to pay: the
  // latter's invoice is written as the change (taxDocuments.ts), its line starting "Change of booking".
  if (document.paymentKind === 'extra') return document.xml.includes('>Change of booking ') ? 'change' : 'services';
  return 'other';
}

type Listed = TaxDocumentRow & { paymentKind: string | null };

function documentView(document: Listed, paths: Paths): BookingTaxDocument {
  return {
    purpose: purposeOf(document),
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
    pdf: paths.pdf(document.bookingId ?? 0, document.id),
    xml: paths.xml(document.bookingId ?? 0, document.id),
  };
}

/** The booking, if it exists and (for a guest) is theirs: anything else is a 404. */
async function bookingVisible(db: Database, bookingId: number, ownerId?: number) {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(ownerId === undefined ? eq(bookings.id, bookingId) : and(eq(bookings.id, bookingId), eq(bookings.userId, ownerId)));
  if (!found) throw new NotFound();
}

const documentsOf = async (db: Database, bookingId: number): Promise<Listed[]> =>
  (
    await db
      .select({ document: taxDocuments, paymentKind: paymentTransactions.kind })
      .from(taxDocuments)
      .leftJoin(paymentTransactions, eq(paymentTransactions.id, taxDocuments.paymentTransactionId))
      .where(eq(taxDocuments.bookingId, bookingId))
      .orderBy(asc(taxDocuments.counter))
  ).map(({ document, paymentKind }) => ({ ...document, paymentKind }));

const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf, Content-Disposition: attachment' });

export default async function bookingDocumentRoutes(app: FastifyInstance, options: { timeZone: string }) {
  staffJob(app, 'bookingsRead');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const guestErrors = { 401: SessionError, 403: DetailError, 404: DetailError };
  const guest = [{ bearerAuth: [] }];

  routes.get(
    '/api/products/bookings/:id/documents/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The tax invoices and credit notes of the guest’s own booking, oldest first (another’s booking is a 404)',
        security: guest,
        params: IdParams,
        response: { 200: BookingTaxDocuments, ...guestErrors },
      },
    },
    async (request) => {
      await bookingVisible(app.db, request.params.id, request.user!.id);
      return (await documentsOf(app.db, request.params.id)).map((document) => documentView(document, guestPaths));
    },
  );

  routes.get(
    '/api/products/bookings/:id/documents/:document_id/xml/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A tax document of the guest’s own booking: its UBL 2.1 XML exactly as issued and stamped (a download)',
        security: guest,
        params: BookingDocumentParams,
        response: { 200: Type.String({ description: 'application/xml, Content-Disposition: attachment' }), ...guestErrors },
      },
    },
    async (request, reply) => {
      await bookingVisible(app.db, request.params.id, request.user!.id);
      const [document] = await app.db
        .select({ number: taxDocuments.number, xml: taxDocuments.xml })
        .from(taxDocuments)
        .where(and(eq(taxDocuments.id, request.params.document_id), eq(taxDocuments.bookingId, request.params.id)));
      if (!document) throw new NotFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${document.number}.xml"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(document.xml);
    },
  );

  routes.get(
    '/api/products/bookings/:id/documents/:document_id/pdf/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A tax document of the guest’s own booking as a bilingual PDF (English and Arabic) with its QR code (a download)',
        security: guest,
        params: BookingDocumentParams,
        response: { 200: PdfFile, ...guestErrors },
      },
    },
    async (request, reply) => {
      await bookingVisible(app.db, request.params.id, request.user!.id);
      const file = await documentPdf(app.db, request.params.document_id, options.timeZone, request.params.id);
      if (!file) throw new NotFound();
      return sendPdf(reply, file);
    },
  );

  routes.get(
    '/api/dashboard/documents/:id/pdf/',
    {
      ...staffRoute(),
      schema: {
        tags: ['dashboard: documents'],
        summary: 'A tax document as a bilingual PDF (English and Arabic) with its QR code (a download)',
        security: STAFF_SECURITY,
        params: IdParams,
        response: { 200: PdfFile, ...readErrors, 404: DetailError },
      },
    },
    async (request, reply) => {
      const file = await documentPdf(app.db, request.params.id, options.timeZone);
      if (!file) throw new NotFound();
      return sendPdf(reply, file);
    },
  );

  routes.get(
    '/api/dashboard/bookings/:id/documents/',
    {
      ...staffRoute(),
      schema: {
        tags: ['dashboard: bookings'],
        summary: 'The tax invoices and credit notes of a booking, oldest first; `xml` is the staff download',
        security: STAFF_SECURITY,
        params: IdParams,
        response: { 200: BookingTaxDocuments, ...readErrors, 404: DetailError },
      },
    },
    async (request) => {
      await bookingVisible(app.db, request.params.id);
      return (await documentsOf(app.db, request.params.id)).map((document) => documentView(document, staffPaths));
    },
  );
}

function sendPdf(reply: FastifyReply, file: { number: string; body: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.number}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
