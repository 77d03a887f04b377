// The UBL 2.1 document as ZATCA's XML implementation standard describes a simplified invoice, credit note or
// debit note (profile reporting:1.0). The stamp (ext:UBLExtensions) and the QR code are passed in: the hash is
// taken over the document without them, so stamp.ts writes it once without and once with.
import { toMoney } from '../../../shared/money';
import { computeTotals } from './amounts';
import { DOCUMENT_TYPE_CODES, SIMPLIFIED_NAME_CODE, type DocumentInput, type DocumentTotals, type VatCategory } from './types';
import { el, leaf, render, type XmlElement } from './xmlWriter';

export const NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/** ISO date and time (UTC, `HH:MM:SSZ` as BR-KSA-70 allows) of the issue instant. */
export function issueDateTime(issuedAt: Date): { date: string; time: string } {
  const iso = issuedAt.toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 19)}Z` };
}

const amount = (name: string, halalas: number, currency: string) => leaf(name, toMoney(halalas), { currencyID: currency });
const percent = (vat: VatCategory) => vat.rate.toFixed(2);

/** The net unit price with up to six decimals: quantity × price stays within ZATCA's 0.01 of the line net. */
function unitPrice(net: number, quantity: number): string {
  const micro = Math.floor((2 * net * 10_000 + quantity) / (2 * quantity));
  const text = `${Math.floor(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`;
  return text.replace(/0{1,4}$/, '');
}

function taxCategory(vat: VatCategory, withSchemes: boolean): XmlElement {
  const schemeAttributes = (list: string) => (withSchemes ? { schemeID: list, schemeAgencyID: '6' } : undefined);
  return el('cac:TaxCategory', [
    leaf('cbc:ID', vat.code, schemeAttributes('UN/ECE 5305')),
    leaf('cbc:Percent', percent(vat)),
    vat.exemptionReasonCode && leaf('cbc:TaxExemptionReasonCode', vat.exemptionReasonCode),
    vat.exemptionReason && leaf('cbc:TaxExemptionReason', vat.exemptionReason),
    el('cac:TaxScheme', [leaf('cbc:ID', 'VAT', schemeAttributes('UN/ECE 5153'))]),
  ]);
}

function sellerParty(input: DocumentInput): XmlElement {
  const { seller } = input;
  return el('cac:AccountingSupplierParty', [
    el('cac:Party', [
      el('cac:PartyIdentification', [leaf('cbc:ID', seller.crNumber, { schemeID: 'CRN' })]),
      el('cac:PartyName', [leaf('cbc:Name', seller.legalNameEn)]),
      el('cac:PostalAddress', [
        leaf('cbc:StreetName', seller.address.street),
        leaf('cbc:BuildingNumber', seller.address.buildingNumber),
        leaf('cbc:CitySubdivisionName', seller.address.district),
        leaf('cbc:CityName', seller.address.city),
        leaf('cbc:PostalZone', seller.address.postalCode),
        el('cac:Country', [leaf('cbc:IdentificationCode', seller.address.country ?? 'SA')]),
      ]),
      el('cac:PartyTaxScheme', [leaf('cbc:CompanyID', seller.vatNumber), el('cac:TaxScheme', [leaf('cbc:ID', 'VAT')])]),
      el('cac:PartyLegalEntity', [leaf('cbc:RegistrationName', seller.legalNameAr)]),
    ]),
  ]);
}

export interface StampParts {
  /** The whole ext:UBLExtensions element, already rendered at depth 1 (or '' for the draft). */
  extensions: string;
  qr: string;
}

export function buildDocumentXml(input: DocumentInput, stamp: StampParts, totals: DocumentTotals = computeTotals(input)): string {
  const currency = input.currency ?? 'SAR';
  const { date, time } = issueDateTime(input.issuedAt);
  const isNote = input.kind !== 'invoice';
  if (isNote && (!input.billingReference || !input.reason))
    throw new Error('A credit or debit note names the invoice it corrects and the reason.');
  const reference = (id: string, child: XmlElement) => el('cac:AdditionalDocumentReference', [leaf('cbc:ID', id), child]);
  const attachment = (value: string) => el('cac:Attachment', [leaf('cbc:EmbeddedDocumentBinaryObject', value, { mimeCode: 'text/plain' })]);

  const root = el(
    'Invoice',
    { xmlns: NAMESPACES.invoice, 'xmlns:cac': NAMESPACES.cac, 'xmlns:cbc': NAMESPACES.cbc, 'xmlns:ext': NAMESPACES.ext },
    [
      stamp.extensions ? { raw: stamp.extensions } : null,
      leaf('cbc:ProfileID', 'reporting:1.0'),
      leaf('cbc:ID', input.number),
      leaf('cbc:UUID', input.uuid),
      leaf('cbc:IssueDate', date),
      leaf('cbc:IssueTime', time),
      leaf('cbc:InvoiceTypeCode', DOCUMENT_TYPE_CODES[input.kind], { name: SIMPLIFIED_NAME_CODE }),
      leaf('cbc:DocumentCurrencyCode', currency),
      leaf('cbc:TaxCurrencyCode', 'SAR'),
      isNote && el('cac:BillingReference', [el('cac:InvoiceDocumentReference', [leaf('cbc:ID', input.billingReference ?? '')])]),
      reference('ICV', leaf('cbc:UUID', String(input.counter))),
      reference('PIH', attachment(input.previousHash)),
      reference('QR', attachment(stamp.qr)),
      el('cac:Signature', [
        leaf('cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
        leaf('cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      ]),
      sellerParty(input),
      el('cac:AccountingCustomerParty', [el('cac:Party', [])]),
      el('cac:PaymentMeans', [
        leaf('cbc:PaymentMeansCode', input.paymentMeansCode ?? '48'),
        isNote && leaf('cbc:InstructionNote', input.reason ?? ''),
      ]),
      ...totals.breakdown
        .filter((entry) => entry.allowance > 0)
        .map((entry) =>
          el('cac:AllowanceCharge', [
            leaf('cbc:ChargeIndicator', 'false'),
            leaf('cbc:AllowanceChargeReasonCode', '95'),
            leaf('cbc:AllowanceChargeReason', input.discountReason ?? 'Discount'),
            amount('cbc:Amount', entry.allowance, currency),
            taxCategory(entry.vat, true),
          ]),
        ),
      el('cac:TaxTotal', [amount('cbc:TaxAmount', totals.vatTotal, 'SAR')]),
      el('cac:TaxTotal', [
        amount('cbc:TaxAmount', totals.vatTotal, currency),
        ...totals.breakdown.map((entry) =>
          el('cac:TaxSubtotal', [
            amount('cbc:TaxableAmount', entry.taxable, currency),
            amount('cbc:TaxAmount', entry.tax, currency),
            taxCategory(entry.vat, true),
          ]),
        ),
      ]),
      el('cac:LegalMonetaryTotal', [
        amount('cbc:LineExtensionAmount', totals.lineNetTotal, currency),
        amount('cbc:TaxExclusiveAmount', totals.taxExclusive, currency),
        amount('cbc:TaxInclusiveAmount', totals.taxInclusive, currency),
        amount('cbc:AllowanceTotalAmount', totals.allowanceTotal, currency),
        amount('cbc:PrepaidAmount', 0, currency),
        amount('cbc:PayableAmount', totals.taxInclusive, currency),
      ]),
      ...totals.lines.map((line) =>
        el('cac:InvoiceLine', [
          leaf('cbc:ID', String(line.id)),
          leaf('cbc:InvoicedQuantity', line.quantity.toFixed(6), { unitCode: line.unitCode }),
          amount('cbc:LineExtensionAmount', line.net, currency),
          el('cac:TaxTotal', [
            amount('cbc:TaxAmount', line.vatAmount, currency),
            amount('cbc:RoundingAmount', line.amountWithVat, currency),
          ]),
          el('cac:Item', [
            leaf('cbc:Name', line.name),
            el('cac:ClassifiedTaxCategory', [
              leaf('cbc:ID', line.vat.code),
              leaf('cbc:Percent', percent(line.vat)),
              line.vat.exemptionReasonCode && leaf('cbc:TaxExemptionReasonCode', line.vat.exemptionReasonCode),
              line.vat.exemptionReason && leaf('cbc:TaxExemptionReason', line.vat.exemptionReason),
              el('cac:TaxScheme', [leaf('cbc:ID', 'VAT')]),
            ]),
          ]),
          el('cac:Price', [leaf('cbc:PriceAmount', unitPrice(line.net, line.quantity), { currencyID: currency })]),
        ]),
      ),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root)}\n`;
}
