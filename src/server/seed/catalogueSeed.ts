import { count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { ImageVariant } from '../db/schema/catalogue';
import { addDays, todayIn } from '../../shared/dates';
import { ART } from './data/art';
import { EVENTS, KEN_ITEMS, SERVICES } from './data/catalogueEvents';
import { FEATURES, HUT_REVIEWS, HUTS } from './data/catalogueHuts';
import { ensureDemoSuppliers } from './data/suppliers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Demo data are dated from the seed day on the resort's calendar. */
const SEED_TIME_ZONE = 'Asia/Riyadh';
const SEASON_STARTS = [0, 120, 240];
const YEAR_NIGHTS = 365;

/**
 * One of the resort's own pictures (scripts/art, `npm run art`) as a picture row, in the shape staff uploads
 * store: the widest size as `image` with its pixel size, and every web size for `srcset`.
 */
export function seedPicture(name: string): { image: string; width: number; height: number; variants: ImageVariant[] } {
  const variants = ART[name];
  if (!variants?.length) throw new Error(`No generated art named ${name}: run npm run art`);
  const widest = variants[variants.length - 1];
  return { image: widest.url, width: widest.width, height: widest.height, variants };
}

const HUT_VIEWS = ['a', 'b', 'c'] as const;

/** The demo catalogue, as one unit: only when no hut exists yet, so staff edits are never overwritten. */
export async function seedCatalogue(tx: Tx, now: Date): Promise<Record<string, number>> {
  const supplierIds = await ensureDemoSuppliers(tx);
  const [{ n }] = await tx.select({ n: count() }).from(schema.huts);
  if (Number(n) > 0) return { huts: 0, events: 0, services: 0 };
  const today = todayIn(SEED_TIME_ZONE, now);
  const supplier = (key: 'dive' | 'spa') => supplierIds.get(key === 'dive' ? 'supplier.dive@kenresort.sa' : 'supplier.spa@kenresort.sa')!;

  const huts = await tx
    .insert(schema.huts)
    .values(
      HUTS.map(({ seasons: _s, features: _f, extras: _e, activities: _a, ...hut }, index) => ({
        ...hut,
        mainImage: seedPicture(`huts/hut-${index + 1}-a`).image,
        sortOrder: index + 1,
      })),
    )
    .returning({ id: schema.huts.id });
  const hutId = (index: number) => huts[index].id;

  await tx
    .insert(schema.hutImages)
    .values(
      huts.flatMap((hut, index) =>
        HUT_VIEWS.map((view, order) => ({ ownerId: hut.id, ...seedPicture(`huts/hut-${index + 1}-${view}`), sortOrder: order })),
      ),
    );
  await tx.insert(schema.hutFeatures).values(
    HUTS.flatMap((hut, index) => [
      ...hut.features.map((icon, order) => ({
        hutId: hutId(index),
        icon: `/media/icons/${icon}.svg`,
        description: FEATURES[icon][0],
        descriptionAr: FEATURES[icon][1],
        isExtra: false,
        sortOrder: order,
      })),
      ...hut.extras.map((icon, order) => ({
        hutId: hutId(index),
        icon: `/media/icons/${icon}.svg`,
        description: FEATURES[icon][0],
        descriptionAr: FEATURES[icon][1],
        isExtra: true,
        sortOrder: order,
      })),
    ]),
  );
  await tx.insert(schema.hutActivities).values(
    HUTS.flatMap((hut, index) =>
      hut.activities.map(([description, descriptionAr], order) => ({
        hutId: hutId(index),
        description,
        descriptionAr,
        sortOrder: order,
      })),
    ),
  );
  await tx.insert(schema.hutPriceRanges).values(
    HUTS.flatMap((hut, index) =>
      hut.seasons.map(([price, weekendPrice], season) => ({
        hutId: hutId(index),
        dateFrom: addDays(today, SEASON_STARTS[season]),
        dateTo: addDays(today, (SEASON_STARTS[season + 1] ?? YEAR_NIGHTS) - 1),
        price,
        weekendPrice,
      })),
    ),
  );
  await tx.insert(schema.kenItems).values(
    KEN_ITEMS.map((item, index) => ({
      hutId: hutId(item.hut),
      title: item.title[0],
      titleAr: item.title[1],
      image: seedPicture(`items/item-${index + 1}`).image,
      price: item.price,
      capacity: item.capacity,
      maxPurchasableQuantity: item.max,
    })),
  );

  const events = await tx
    .insert(schema.events)
    .values(
      EVENTS.map((event, index) => ({
        title: event.title[0],
        titleAr: event.title[1],
        description: event.description[0],
        descriptionAr: event.description[1],
        location: event.location[0],
        locationAr: event.location[1],
        image: seedPicture(`events/event-${index + 1}`).image,
        userId: supplier(event.supplier),
        hutId: hutId(event.hut),
        openToDayVisitors: event.dayVisit ?? false,
      })),
    )
    .returning({ id: schema.events.id });
  // The cover is also the first of the pictures staff manage.
  await tx
    .insert(schema.eventImages)
    .values(events.map((event, index) => ({ ownerId: event.id, ...seedPicture(`events/event-${index + 1}`) })));
  await tx.insert(schema.eventIncludes).values(
    EVENTS.flatMap((event, index) =>
      event.includes.map(([icon, description, descriptionAr]) => ({
        eventId: events[index].id,
        icon: `/media/icons/${icon}.svg`,
        description,
        descriptionAr,
      })),
    ),
  );
  await tx
    .insert(schema.eventNotes)
    .values(
      EVENTS.flatMap((event, index) =>
        event.notes.map(([description, descriptionAr]) => ({ eventId: events[index].id, description, descriptionAr })),
      ),
    );
  await tx.insert(schema.eventDates).values(
    EVENTS.flatMap((event, index) =>
      event.days.map((day) => ({
        eventId: events[index].id,
        date: addDays(today, day),
        price: event.price,
        capacity: event.capacity,
        maxPurchasableQuantity: Math.min(6, event.capacity),
      })),
    ),
  );

  const services = await tx
    .insert(schema.services)
    .values(
      SERVICES.map((service, index) => ({
        userId: supplier(service.supplier),
        hutId: hutId(service.hut),
        title: service.title[0],
        titleAr: service.title[1],
        description: service.description[0],
        descriptionAr: service.description[1],
        image: seedPicture(`services/service-${index + 1}`).image,
        price: service.price,
        capacity: service.capacity,
        maxPurchasableQuantity: service.capacity,
        openToDayVisitors: service.dayVisit ?? false,
      })),
    )
    .returning({ id: schema.services.id });
  await tx
    .insert(schema.serviceImages)
    .values(services.map((service, index) => ({ ownerId: service.id, ...seedPicture(`services/service-${index + 1}`) })));
  await tx
    .insert(schema.serviceDates)
    .values(
      SERVICES.flatMap((service, index) =>
        service.days.map((day) => ({ serviceId: services[index].id, date: addDays(today, day), capacity: service.capacity })),
      ),
    );

  const [promo] = await tx.insert(schema.promoCodes).values({ code: 'REEF10', percentage: 10 }).returning({ id: schema.promoCodes.id });
  await tx.insert(schema.promoCodeHuts).values([0, 1, 3].map((index) => ({ promoCodeId: promo.id, hutId: hutId(index) })));

  const reviews = await seedHutReviews(tx, now, hutId);
  return { huts: huts.length, events: events.length, services: services.length, hut_reviews: reviews };
}

async function seedHutReviews(tx: Tx, now: Date, hutId: (index: number) => number): Promise<number> {
  const emails = [...new Set(HUT_REVIEWS.map(([, email]) => email))];
  const guests = await tx
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  const idByEmail = new Map(guests.map((guest) => [guest.email, guest.id]));
  const rows = HUT_REVIEWS.filter(([, email]) => idByEmail.has(email)).map(([hut, email, value, content, daysAgo]) => ({
    userId: idByEmail.get(email)!,
    hutId: hutId(hut),
    value,
    content,
    isPublished: true,
    createdAt: new Date(now.getTime() - daysAgo * 24 * 3600 * 1000),
  }));
  if (rows.length > 0) await tx.insert(schema.reviews).values(rows);
  return rows.length;
}
