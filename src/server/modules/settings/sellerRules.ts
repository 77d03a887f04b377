import { SELLER_PATTERNS, type SellerSettingsBody } from '../../../shared/schemas/sellerSettings';
import { text, type Text, ValidationFailed } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';

type Values = Omit<SellerSettingsBody, 'version'>;

const MESSAGES: Record<keyof typeof SELLER_PATTERNS, MessageKey> = {
  vat_number: 'seller.vatNumber',
  cr_number: 'seller.crNumber',
  building_number: 'seller.buildingNumber',
  postal_code: 'seller.postalCode',
  invoice_prefix: 'seller.invoicePrefix',
};

/** Arabic-Indic and Persian digits as typed on an Arabic keyboard, read as the Latin digits ZATCA wants. */
const latinDigits = (value: string) => value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/**
 * Trims every field, reads numbers typed in Arabic digits, upper-cases the prefix; refuses blanks and numbers ZATCA
 * would reject (BR-KSA-40 VAT number, BR-KSA-37 building number, BR-KSA-66 postal code), all fields at once.
 */
export function checkedSeller(body: SellerSettingsBody): Values {
  const { version: _version, ...raw } = body;
  const values = Object.fromEntries(Object.entries(raw).map(([field, value]) => [field, value.trim().replace(/\s+/g, ' ')])) as Values;
  for (const field of Object.keys(SELLER_PATTERNS) as (keyof typeof SELLER_PATTERNS)[])
    values[field] = latinDigits(values[field]).replace(/\s/g, '');
  values.invoice_prefix = values.invoice_prefix.toUpperCase();
  const errors: Record<string, Text[]> = {};
  for (const [field, value] of Object.entries(values)) if (value === '') errors[field] = [text('validation.required')];
  for (const [field, pattern] of Object.entries(SELLER_PATTERNS) as [keyof typeof SELLER_PATTERNS, RegExp][]) {
    if (values[field] !== '' && !pattern.test(values[field])) errors[field] = [text(MESSAGES[field])];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return values;
}
