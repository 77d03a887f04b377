import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Money, PageNumber } from '../common';

/** An amount that may be below zero (a refund or a credit note in the ledger, a running total). */
export const SignedMoney = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
export const MonthString = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'A month, YYYY-MM' });

export const LEDGER_KINDS = ['payment', 'refund', 'document'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The ledger's filters: inclusive resort days, one kind, one payment method (card brand: visa, master, mada…). */
export const LedgerQuery = Type.Object(
  {
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    kind: Type.Optional(Type.Union(LEDGER_KINDS.map((kind) => Type.Literal(kind)))),
    method: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' })),
    page: Type.Optional(PageNumber),
  },
  { additionalProperties: false },
);
export type LedgerQuery = Static<typeof LedgerQuery>;

/**
 * One line of the ledger, oldest first. Refunds and credit notes are negative. `running_cash` is payments less
 * refunds so far, `running_documents` invoices (and debit notes) less credit notes so far, both from the first line
 * the filters keep.
 */
export const LedgerEntry = Type.Object({
  kind: Type.Union(LEDGER_KINDS.map((kind) => Type.Literal(kind))),
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** The resort day. */
  day: DateString,
  /** The card brand, lower case (visa, master, mada…); a document: its payment's. */
  method: Type.Union([Type.String(), Type.Null()]),
  provider: Type.Union([Type.String(), Type.Null()]),
  /** The provider's payment id, or a document's number. */
  reference: Type.Union([Type.String(), Type.Null()]),
  booking_id: Type.Union([Type.Integer(), Type.Null()]),
  booking_code: Type.Union([Type.String(), Type.Null()]),
  document_type: Type.Union([Type.Literal('invoice'), Type.Literal('credit_note'), Type.Literal('debit_note'), Type.Null()]),
  amount: SignedMoney,
  running_cash: SignedMoney,
  running_documents: SignedMoney,
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerPage = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
  results: Type.Array(LedgerEntry),
});
export type LedgerPage = Static<typeof LedgerPage>;

export const MonthQuery = Type.Object({ month: MonthString }, { additionalProperties: false });
export const OptionalMonthQuery = Type.Object({ month: Type.Optional(MonthString) }, { additionalProperties: false });

/** One month's money (resort time): `net` = invoices + debit notes − credit notes, the month's tax documents exactly. */
export const LedgerSummary = Type.Object({
  month: MonthString,
  payments: Money,
  refunds: Money,
  /** payments − refunds. */
  cash_net: SignedMoney,
  invoices: Money,
  debit_notes: Money,
  credit_notes: Money,
  net: SignedMoney,
  documents: Type.Integer({ minimum: 0 }),
});
export type LedgerSummary = Static<typeof LedgerSummary>;

/** One supplier's month: their tickets after the promo's share, the refunds' shares, the resort's commission, the net due. */
export const SupplierStatement = Type.Object({
  supplier_id: Id,
  supplier_name: Type.String(),
  supplier_name_ar: Type.String(),
  month: MonthString,
  /** Percent. */
  commission_rate: Type.String({ pattern: '^\\d{1,3}\\.\\d{2}$' }),
  tickets: Type.Integer({ minimum: 0 }),
  gross: Money,
  refunds: Money,
  net_sales: SignedMoney,
  commission: SignedMoney,
  net_due: SignedMoney,
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  paid_by: Type.Union([Type.Integer(), Type.Null()]),
});
export type SupplierStatement = Static<typeof SupplierStatement>;
export const SupplierStatements = Type.Object({ month: MonthString, results: Type.Array(SupplierStatement) });
export type SupplierStatements = Static<typeof SupplierStatements>;

export const StatementParams = Type.Object({ supplier_id: Id, month: MonthString });
export const CommissionBody = Type.Object(
  {
    commission_rate: Type.String({
      pattern: '^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$',
      description: 'Percent, 0 to 100, two decimals at most',
    }),
  },
  { additionalProperties: false },
);
export type CommissionBody = Static<typeof CommissionBody>;
export const CommissionAnswer = Type.Object({ supplier_id: Id, commission_rate: Type.String() });
