import type { Language } from '../../../shared/constants';
import type { LedgerEntry, SupplierStatement } from '../../../shared/schemas/dashboard/finance';
import { csvField } from '../bookings/csv';

const BOM = '\uFEFF';
/** A plain number ("-123.45") is written as it is, so a spreadsheet reads a refund as a negative number, not as text. */
const NUMBER = /^-?\d+(\.\d+)?$/;
const field = (value: string | number) => (NUMBER.test(String(value)) ? String(value) : csvField(value));
const csv = (rows: (string | number)[][]) => BOM + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';

const LEDGER = {
  en: {
    header: [
      'Day',
      'Time (UTC)',
      'Kind',
      'Document',
      'Method',
      'Provider',
      'Reference',
      'Booking',
      'Amount (SAR)',
      'Running cash',
      'Running documents',
    ],
    kind: { payment: 'Payment', refund: 'Refund', document: 'Tax document' },
    document: { invoice: 'Invoice', credit_note: 'Credit note', debit_note: 'Debit note' },
  },
  ar: {
    header: [
      'اليوم',
      'الوقت (UTC)',
      'النوع',
      'المستند',
      'وسيلة الدفع',
      'مزود الدفع',
      'المرجع',
      'الحجز',
      'المبلغ (ر.س)',
      'الرصيد النقدي المتراكم',
      'صافي المستندات المتراكم',
    ],
    kind: { payment: 'دفعة', refund: 'استرداد', document: 'مستند ضريبي' },
    document: { invoice: 'فاتورة', credit_note: 'إشعار دائن', debit_note: 'إشعار مدين' },
  },
} as const;

/**
 * The ledger as CSV: UTF-8 with a byte order mark (spreadsheets then read Arabic right), CRLF lines, the header and
 * words in the staff member's language; amounts and days in Western digits, so a spreadsheet reads them as numbers.
 */
export function ledgerCsv(entries: LedgerEntry[], lang: Language): string {
  const words = LEDGER[lang];
  return csv([
    [...words.header],
    ...entries.map((entry) => [
      entry.day,
      entry.at.slice(11, 16),
      words.kind[entry.kind],
      entry.document_type ? words.document[entry.document_type] : '',
      entry.method ?? '',
      entry.provider ?? '',
      entry.reference ?? '',
      entry.booking_code ?? '',
      entry.amount,
      entry.running_cash,
      entry.running_documents,
    ]),
  ]);
}

const STATEMENT = {
  en: [
    'Month',
    'Supplier',
    'Tickets sold',
    'Sales (SAR, after promotions)',
    'Refunds',
    'Net sales',
    'Commission rate (%)',
    'Commission',
    'Net due',
    'Paid on',
  ],
  ar: [
    'الشهر',
    'المورّد',
    'التذاكر المبيعة',
    'المبيعات (ر.س، بعد الخصومات)',
    'المبالغ المستردة',
    'صافي المبيعات',
    'نسبة العمولة (٪)',
    'العمولة',
    'الصافي المستحق',
    'تاريخ السداد',
  ],
} as const;

export function statementCsv(statement: SupplierStatement, lang: Language): string {
  return csv([
    [...STATEMENT[lang]],
    [
      statement.month,
      lang === 'ar' ? statement.supplier_name_ar : statement.supplier_name,
      statement.tickets,
      statement.gross,
      statement.refunds,
      statement.net_sales,
      statement.commission_rate,
      statement.commission,
      statement.net_due,
      statement.paid_at ? statement.paid_at.slice(0, 10) : '',
    ],
  ]);
}
