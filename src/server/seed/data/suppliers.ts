import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The two approved demo suppliers; the accounts seed later gives them passwords (demo only). */
export const DEMO_SUPPLIERS = [
  {
    email: 'supplier.dive@kenresort.sa',
    fullName: 'Red Sea Dive Co.',
    fullNameAr: 'شركة البحر الأحمر للغوص',
    companyName: 'Red Sea Dive Co.',
    companyNameAr: 'شركة البحر الأحمر للغوص',
    breif: 'Diving, snorkelling and boat trips on the reefs off Al Wajh and Umluj. | الغوص والغطس ورحلات القوارب على شعاب الوجه وأملج.',
    phone: '+966501234501',
    address: 'Marina Road, Umluj, Tabuk Province',
    avatar: '/media/avatars/avatar-5.svg',
  },
  {
    email: 'supplier.spa@kenresort.sa',
    fullName: 'Sadu Wellness',
    fullNameAr: 'سدو للعافية',
    companyName: 'Sadu Wellness',
    companyNameAr: 'سدو للعافية',
    breif: 'Spa treatments, massage and private chefs at your hut. | علاجات السبا والتدليك وطهاة خاصون في كوخك.',
    phone: '+966501234502',
    address: 'Corniche Street, Al Wajh, Tabuk Province',
    avatar: '/media/avatars/avatar-6.svg',
  },
] as const;

/** Creates the demo suppliers when missing (never touches existing accounts); returns their ids by e-mail. */
export async function ensureDemoSuppliers(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(users)
    .values(DEMO_SUPPLIERS.map((supplier) => ({
      ...supplier,
      role: 'supplier' as const,
      supplierStatus: 'approved' as const,
      isVerified: true,
      passwordHash: null,
    })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, DEMO_SUPPLIERS.map((s) => s.email)));
  return new Map(rows.map((row) => [row.email, row.id]));
}
