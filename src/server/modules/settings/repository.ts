import { eq } from 'drizzle-orm';
import type { ResortContact, StaffResortContact } from '../../../shared/schemas/resortContact';
import type { Database } from '../../db/client';
import { resortContact } from '../../db/schema';

type Row = typeof resortContact.$inferSelect;

export const contactWire = (row: Row): StaffResortContact => ({ phone: row.phone, email: row.email, address: row.address, address_ar: row.addressAr, version: row.version });
export const publicContact = ({ phone, email, address, address_ar }: StaffResortContact): ResortContact => ({ phone, email, address, address_ar });

/** The one row of the resort's contact details (migration 0030 inserts it; nothing deletes it). */
export function createSettingsRepository(db: Database) {
  return {
    async contact(tx: Database = db): Promise<StaffResortContact | null> {
      const [row] = await tx.select().from(resortContact).where(eq(resortContact.id, 1)).limit(1);
      return row ? contactWire(row) : null;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
