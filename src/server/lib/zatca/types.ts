// The input of a ZATCA document and what the library computes from it. Money is integer halalas throughout
// (src/shared/money.ts); the XML writes them as "450.00".

/** UN/ECE 1001 codes of the simplified documents the resort issues. */
export const DOCUMENT_TYPE_CODES = { invoice: '388', credit_note: '381', debit_note: '383' } as const;
export type DocumentKind = keyof typeof DOCUMENT_TYPE_CODES;

/** KSA-2 for a simplified (B2C) document: positions 1–2 "02", no third-party, nominal, export, summary or self-billing flags. */
export const SIMPLIFIED_NAME_CODE = '0200000';

/** The hash the first document of a chain carries as its previous invoice hash (ZATCA's PIH/pih.txt). */
export const INITIAL_PREVIOUS_HASH = 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

export interface SellerAddress {
  /** Four digits (BR-KSA-37). */
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  /** Five digits (BR-KSA-66). */
  postalCode: string;
  /** ISO 3166 alpha-2; SA unless said otherwise. */
  country?: string;
}

export interface Seller {
  legalNameAr: string;
  legalNameEn: string;
  /** 15 digits, first and last "3" (BR-KSA-40). */
  vatNumber: string;
  /** Commercial registration number (BT-29 with schemeID CRN). */
  crNumber: string;
  address: SellerAddress;
}

/** S standard, Z zero-rated, E exempt, O out of scope (BR-KSA-18); Z/E/O need an exemption reason (BR-KSA-CL-04). */
export interface VatCategory {
  code: 'S' | 'Z' | 'E' | 'O';
  /** Percent, e.g. 15. */
  rate: number;
  exemptionReasonCode?: string;
  exemptionReason?: string;
}

export const STANDARD_VAT: VatCategory = { code: 'S', rate: 15 };

export interface DocumentLineInput {
  name: string;
  quantity: number;
  /** What the guest pays for one unit, VAT included, in halalas. */
  unitPriceWithVat: number;
  /** UN/ECE rec 20 unit code: PCE for a piece, DAY for a night. */
  unitCode?: string;
  vat?: VatCategory;
}

export interface DocumentInput {
  kind: DocumentKind;
  number: string;
  uuid: string;
  /** Invoice counter value (ICV): one more than the document before. */
  counter: number;
  /** The hash of the document issued just before (PIH), base64; INITIAL_PREVIOUS_HASH for the first. */
  previousHash: string;
  issuedAt: Date;
  currency?: 'SAR';
  seller: Seller;
  lines: DocumentLineInput[];
  /** A promo discount on the whole document, VAT included, in halalas: written as a document-level allowance. */
  discountWithVat?: number;
  discountReason?: string;
  /** For credit and debit notes: the number of the invoice corrected, and why (BR-KSA-56, BR-KSA-17). */
  billingReference?: string;
  reason?: string;
  /** UNTDID 4461: 10 cash, 30 credit transfer, 48 bank card (default), 1 not defined. */
  paymentMeansCode?: string;
}

export interface ComputedLine {
  id: number;
  name: string;
  quantity: number;
  unitCode: string;
  vat: VatCategory;
  /** The line's share of what the guest pays (VAT included), before the document's discount. */
  grossWithVat: number;
  /** BT-131, KSA-11 (net × rate, rounded to the halala) and KSA-12 (net + VAT). */
  net: number;
  vatAmount: number;
  amountWithVat: number;
}

export interface VatBreakdown {
  vat: VatCategory;
  /** BT-116 (lines' net − the allowance's net) and BT-117. */
  taxable: number;
  tax: number;
  /** The part of the document's discount on this category, without VAT (BT-92). */
  allowance: number;
}

export interface DocumentTotals {
  lines: ComputedLine[];
  breakdown: VatBreakdown[];
  /** BT-106 Σ line net, BT-107 allowances, BT-109 without VAT, BT-110 VAT, BT-112 with VAT (= what is paid). */
  lineNetTotal: number;
  allowanceTotal: number;
  taxExclusive: number;
  vatTotal: number;
  taxInclusive: number;
}
