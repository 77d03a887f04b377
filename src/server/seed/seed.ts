import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Seed, SeedReport } from '../db/open';
import * as schema from '../db/schema';
import { seedCatalogue } from './catalogueSeed';
import { seedDemoAccounts } from './demoAccounts';
import { seedDemoBookings } from './demoBookings';
import { issueDemoInvoices } from './demoInvoices';
import { ABOUT_US, OUR_SERVICES, SPECIAL_ABOUT_US, STORIES } from './data/about';
import { DEMO_GUESTS } from './data/demo';
import { FAQ } from './data/faq';
import { PARTNERS, TERMS, TERMS_TITLE } from './data/terms';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SeedOptions {
  /** Adds demo past guests with published testimonials and website ratings. */
  demo: boolean;
  now?: Date;
  /** VAT included in demo booking amounts (config VAT_RATE; 0.15 when not given). */
  vatRate?: number;
  /** Signs the demo bookings' QR tokens (the server's JWT secret). */
  qrSecret?: string;
  /** The server's configuration: the demo's paid stays get their tax invoices, stamped with the server's key. */
  invoicing?: AppConfig;
}

/** The seed a start runs after the migrations (main.ts and app.ts hand it to db/open): demo content unless production. */
export function configuredSeed(config: AppConfig): Seed {
  return (db) => seedDatabase(db, { demo: config.seedDemo, vatRate: config.vatRate, qrSecret: config.jwtSecret, invoicing: config });
}

/**
 * Fills empty tables only, so staff edits are never overwritten and running it twice changes nothing.
 * One transaction: a half-seeded database never survives a crash.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const inserted: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const fill = async (name: string, table: PgTable, rows: Record<string, unknown>[]) => {
      inserted[name] = (await isEmpty(tx, table)) ? (await tx.insert(table).values(rows).returning()).length : 0;
    };
    await fill('faq', schema.faq, FAQ);
    await fill('about_us', schema.aboutUs, [ABOUT_US]);
    await fill('stories', schema.stories, STORIES);
    await fill('our_services', schema.ourServices, OUR_SERVICES);
    await fill('special_about_us', schema.specialAboutUs, SPECIAL_ABOUT_US);
    await fill('terms', schema.terms, TERMS);
    await fill('terms_title', schema.termsTitle, [TERMS_TITLE]);
    await fill('partners', schema.partners, PARTNERS);
    if (options.demo) Object.assign(inserted, await seedDemoGuests(tx, now));
    // After the demo guests: the catalogue's hut reviews are written by them.
    if (options.demo) Object.assign(inserted, await seedCatalogue(tx, now));
    // Demo sign-in accounts (development and demo only; skipped when NODE_ENV=production).
    if (options.demo) Object.assign(inserted, await seedDemoAccounts(tx));
    // Demo stays for guest@kenresort.sa (needs the catalogue and the demo accounts above).
    if (options.demo) Object.assign(inserted, await seedDemoBookings(tx, now, { vatRate: options.vatRate, qrSecret: options.qrSecret }));
    if (options.demo && options.invoicing) Object.assign(inserted, await issueDemoInvoices(tx, now, options.invoicing));
  });
  return { inserted };
}

async function isEmpty(tx: Tx, table: PgTable): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(table);
  return Number(row.n) === 0;
}

async function seedDemoGuests(tx: Tx, now: Date): Promise<Record<string, number>> {
  // Reviews and ratings are the visible part; once anyone has reviewed, demo data would only add noise.
  if (!(await isEmpty(tx, schema.reviews)) || !(await isEmpty(tx, schema.siteRatings))) return { reviews: 0, site_ratings: 0 };
  await tx
    .insert(schema.users)
    .values(
      DEMO_GUESTS.map((guest) => ({
        email: guest.email,
        fullName: guest.fullName,
        avatar: guest.avatar,
        role: 'guest' as const,
        isVerified: true,
        passwordHash: null,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(
      inArray(
        schema.users.email,
        DEMO_GUESTS.map((g) => g.email),
      ),
    );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  const day = 24 * 3600 * 1000;
  const reviews = await tx
    .insert(schema.reviews)
    .values(
      DEMO_GUESTS.map((guest) => ({
        userId: idByEmail.get(guest.email)!,
        value: guest.review.value,
        content: guest.review.content,
        isPublished: true,
        createdAt: new Date(now.getTime() - guest.review.daysAgo * day),
      })),
    )
    .returning();
  const ratings = await tx
    .insert(schema.siteRatings)
    .values(DEMO_GUESTS.map((guest) => ({ userId: idByEmail.get(guest.email)!, rating: guest.siteRating })))
    .returning();
  return { reviews: reviews.length, site_ratings: ratings.length };
}
