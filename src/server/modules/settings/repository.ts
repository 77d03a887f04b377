import { eq } from 'drizzle-orm';
import type { ResortContact, StaffResortContact } from '../../../shared/schemas/resortContact';
import type { StaffSellerSettings } from '../../../shared/schemas/sellerSettings';
import type { Database } from '../../db/client';
import { resortContact, sellerSettings } from '../../db/schema';

type Row = typeof resortContact.$inferSelect;
type SellerRow = typeof sellerSettings.$inferSelect;

export const contactWire = (row: Row): StaffResortContact => ({
  phone: row.phone,
  email: row.email,
  address: row.address,
  address_ar: row.addressAr,
  version: row.version,
});
export const publicContact = ({ phone, email, address, address_ar }: StaffResortContact): ResortContact => ({
  phone,
  email,
  address,
  address_ar,
});

export const sellerWire = (row: SellerRow): StaffSellerSettings => ({
  legal_name_ar: row.legalNameAr,
  legal_name_en: row.legalNameEn,
  vat_number: row.vatNumber,
  cr_number: row.crNumber,
  building_number: row.buildingNumber,
  street: row.street,
  district: row.district,
  city: row.city,
  postal_code: row.postalCode,
  invoice_prefix: row.invoicePrefix,
  version: row.version,
});

/** The one row of the resort's contact details (migration 0030 inserts it; nothing deletes it). */
export function createSettingsRepository(db: Database) {
  return {
    async contact(tx: Database = db): Promise<StaffResortContact | null> {
      const [row] = await tx.select().from(resortContact).where(eq(resortContact.id, 1)).limit(1);
      return row ? contactWire(row) : null;
    },

    /** The seller's details (migration 0031 inserts the row). The invoicing module reads them inside its transaction. */
    async seller(tx: Database = db): Promise<StaffSellerSettings | null> {
      const [row] = await tx.select().from(sellerSettings).where(eq(sellerSettings.id, 1)).limit(1);
      return row ? sellerWire(row) : null;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
