// Issue 22: a booking's tax documents (invoices, credit and debit notes) for its guest and for staff, and the guest's
// own XML download. The staff XML download is the invoicing module's /api/dashboard/documents/{id}/xml/.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMoney } from '../../../shared/money';
import { DetailError, SessionError } from '../../../shared/schemas/common';
import { IdParams, readErrors } from '../../../shared/schemas/dashboard/common';
import { BookingDocumentParams, BookingTaxDocuments, type BookingTaxDocument } from '../../../shared/schemas/taxDocuments';
import type { Database } from '../../db/client';
import { bookings, taxDocuments } from '../../db/schema';
import type { TaxDocumentRow } from '../invoicing/repository';
import { NotFound } from '../../lib/errors';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';

const guestXmlPath = (bookingId: number, id: number) => `/api/products/bookings/${bookingId}/documents/${id}/xml/`;
const staffXmlPath = (_bookingId: number, id: number) => `/api/dashboard/documents/${id}/xml/`;

function documentView(document: TaxDocumentRow, xml: (bookingId: number, id: number) => string): BookingTaxDocument {
  return {
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
    pdf: null,
    xml: xml(document.bookingId ?? 0, document.id),
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

const documentsOf = (db: Database, bookingId: number) =>
  db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId)).orderBy(asc(taxDocuments.counter));

export default async function bookingDocumentRoutes(app: FastifyInstance) {
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
      return (await documentsOf(app.db, request.params.id)).map((document) => documentView(document, guestXmlPath));
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
      return (await documentsOf(app.db, request.params.id)).map((document) => documentView(document, staffXmlPath));
    },
  );
}
