import { and, inArray, isNull } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ensureDemoSuppliers } from './data/suppliers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Local sign-in details, printed in the README. Never created when NODE_ENV=production. */
export const DEMO_PASSWORD = 'KenResort#2026';
export const DEMO_ACCOUNTS = [
  { email: 'admin@kenresort.sa', fullName: 'Ken Resort Admin', role: 'admin' as const, avatar: null },
  {
    email: 'guest@kenresort.sa',
    fullName: 'Noura Al-Harbi',
    role: 'guest' as const,
    avatar: '/media/avatars/avatar-1.svg',
    phone: '+966512345670',
  },
];
/** Demo staff: exempt from the second step managers and finance must otherwise take. */
export const DEMO_STAFF_EMAILS = DEMO_ACCOUNTS.filter((account) => account.role === 'admin').map((account) => account.email);
export const DEMO_SIGN_IN_EMAILS = [
  ...DEMO_ACCOUNTS.map((account) => account.email),
  'supplier.dive@kenresort.sa',
  'supplier.spa@kenresort.sa',
];

/**
 * Creates the demo admin and guest when missing (the suppliers come from the catalogue's helper) and gives
 * the four demo accounts the demo password, but only while they have none: a changed password stays.
 */
export async function seedDemoAccounts(tx: Tx): Promise<Record<string, number>> {
  if (process.env.NODE_ENV === 'production') return { demo_accounts: 0 };
  await ensureDemoSuppliers(tx);
  await tx
    .insert(users)
    .values(DEMO_ACCOUNTS.map((account) => ({ ...account, isVerified: true, passwordHash: null })))
    .onConflictDoNothing();
  // The demo manager signs in without a second step (README): a development seed's shared account, never in
  // production, where every manager sets up an authenticator app at their first sign-in.
  await tx.update(users).set({ twoFactorExempt: true }).where(inArray(users.email, DEMO_STAFF_EMAILS));
  const withoutPassword = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.email, DEMO_SIGN_IN_EMAILS), isNull(users.passwordHash)));
  if (withoutPassword.length === 0) return { demo_accounts: 0 };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .update(users)
    .set({ passwordHash, isVerified: true })
    .where(
      inArray(
        users.id,
        withoutPassword.map((row) => row.id),
      ),
    );
  return { demo_accounts: withoutPassword.length };
}
