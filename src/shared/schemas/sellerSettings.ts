import { Type, type Static } from '@sinclair/typebox';
import { Version } from './dashboard/common';

/** How long each field of the seller's details may be (the database's columns have the same sizes). */
export const SELLER_LIMITS = {
  legal_name: 200,
  vat_number: 15,
  cr_number: 10,
  building_number: 4,
  street: 120,
  district: 120,
  city: 80,
  postal_code: 5,
  invoice_prefix: 12,
} as const;

/** ZATCA's rules for the seller (BR-KSA-40, BR-KSA-37, BR-KSA-66) and the CR number's ten digits. */
export const SELLER_PATTERNS = {
  vat_number: /^3\d{13}3$/,
  cr_number: /^\d{10}$/,
  building_number: /^\d{4}$/,
  postal_code: /^\d{5}$/,
  invoice_prefix: /^[A-Z0-9-]{1,12}$/,
} as const;

const text = (maxLength: number) => Type.String({ maxLength });
const fields = {
  legal_name_ar: text(SELLER_LIMITS.legal_name),
  legal_name_en: text(SELLER_LIMITS.legal_name),
  /** 15 digits, first and last 3. Validated by the service (translated messages), and by the database. */
  vat_number: text(SELLER_LIMITS.vat_number),
  cr_number: text(SELLER_LIMITS.cr_number),
  building_number: text(SELLER_LIMITS.building_number),
  street: text(SELLER_LIMITS.street),
  district: text(SELLER_LIMITS.district),
  city: text(SELLER_LIMITS.city),
  postal_code: text(SELLER_LIMITS.postal_code),
  /** Put before each document's sequential number, e.g. "KEN-" gives KEN-000123. */
  invoice_prefix: text(SELLER_LIMITS.invoice_prefix),
};

/** GET /api/dashboard/settings/seller/: the seller every new tax invoice and credit note names, with its version. */
export const StaffSellerSettings = Type.Object({ ...fields, version: Version });
export type StaffSellerSettings = Static<typeof StaffSellerSettings>;

export const SellerSettingsBody = Type.Object({ ...fields, version: Version }, { additionalProperties: false });
export type SellerSettingsBody = Static<typeof SellerSettingsBody>;
