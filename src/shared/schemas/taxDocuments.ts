import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Money, Nullable, PageNumber } from './common';

export const TAX_DOCUMENT_TYPES = ['invoice', 'credit_note', 'debit_note'] as const;
export const TaxDocumentType = Type.Union(TAX_DOCUMENT_TYPES.map((type) => Type.Literal(type)));

/** One tax document as issue 22's API names it; `qr` is the TLV in Base64, `pdf`/`xml` download paths (same sign-in). */
export const TaxDocument = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  number: Type.String(),
  type: TaxDocumentType,
  booking: Nullable(Type.Integer()),
  issued_at: Type.String({ format: 'date-time' }),
  total: Money,
  vat: Money,
  counter: Type.Integer(),
  previous_hash: Type.String(),
  hash: Type.String(),
  qr: Type.String(),
  /** The bilingual PDF's download path (English and Arabic, with the QR code). */
  pdf: Type.String(),
  xml: Type.String(),
  /** ZATCA reporting: pending, reported or rejected. */
  reporting: Type.Union([Type.Literal('pending'), Type.Literal('reported'), Type.Literal('rejected')]),
});
export type TaxDocument = Static<typeof TaxDocument>;

export const TaxDocumentQuery = Type.Object({
  /** Inclusive calendar days in the resort's time zone. */
  from: Type.Optional(DateString),
  to: Type.Optional(DateString),
  type: Type.Optional(TaxDocumentType),
  /** Part of the number, e.g. 000123 or KEN-0001. */
  number: Type.Optional(Type.String({ maxLength: 32 })),
  page: Type.Optional(PageNumber),
});
export type TaxDocumentQuery = Static<typeof TaxDocumentQuery>;

export const TaxDocumentParams = Type.Object({ id: Id });

/** The CSV export: the list's filters, every matching document (no pages). */
export const TaxDocumentExportQuery = Type.Omit(TaxDocumentQuery, ['page']);
export type TaxDocumentExportQuery = Static<typeof TaxDocumentExportQuery>;

/** A ZIP of one resort month's XML documents. */
export const TaxDocumentMonthQuery = Type.Object({
  month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM, a month on the resort’s calendar' }),
});

/**
 * What a booking's document is for, from the payment it bills or gives back: the stay itself, a change of dates, hut or
 * guests (its difference, paid online or at the desk), services added later, a refund (credit note), a later charge
 * (debit note), or `other` (a document without a payment).
 */
export const TAX_DOCUMENT_PURPOSES = ['stay', 'change', 'services', 'refund', 'charge', 'other'] as const;
export const TaxDocumentPurpose = Type.Union(TAX_DOCUMENT_PURPOSES.map((purpose) => Type.Literal(purpose)));
export type TaxDocumentPurpose = Static<typeof TaxDocumentPurpose>;

/** A booking's documents (guest and staff): oldest first, without the reporting state (the staff list has it). */
export const BookingTaxDocument = Type.Composite([
  Type.Omit(TaxDocument, ['reporting']),
  // Added after the first release: optional in the schema, always sent.
  Type.Object({ purpose: Type.Optional(TaxDocumentPurpose) }),
]);
export type BookingTaxDocument = Static<typeof BookingTaxDocument>;
export const BookingTaxDocuments = Type.Array(BookingTaxDocument);

export const BookingDocumentParams = Type.Object({ id: Id, document_id: Id });
