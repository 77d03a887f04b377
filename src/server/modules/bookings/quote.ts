import { sql, type SQL } from 'drizzle-orm';
import type { BookingBody } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { text, ValidationFailed, type Text } from '../../lib/errors';
import { daysBetween } from '../../lib/resortDate';
import { hutNightsQuery, type Night } from '../catalogue/pricing';
import { live, preparedRows } from '../../db/sql';
import { promoUses } from '../../db/bookingStatus';
import { amountsOf, toCents, toMoney, type Amounts } from '../../../shared/money';
import { priceStay, type StayBreakdown } from '../../../shared/stayPrice';
import type { RatePlan } from '../../../shared/schemas/catalogue';
import { ratePlansJson, stayDiscountsJson, stayRuleOn } from '../catalogue/stayRules';

export const MAX_STAY_NIGHTS = 60;

export interface TicketLine {
  kind: 'event' | 'service' | 'item';
  targetId: number;
  quantity: number;
  unitPrice: number;
  title: string;
  date: string | null;
}

export interface Quote {
  hutId: number;
  from: string;
  to: string;
  nights: number;
  nightsAvailable: boolean;
  lines: TicketLine[];
  promoId: number | null;
  amounts: Amounts;
  /** The nights' price as worked out (halalas) and the plan sold with its terms: the booking keeps both (issue 24 §2). */
  stay: StayBreakdown;
  ratePlan: RatePlanTerms | null;
}

/** A rate plan's terms as sold; the booking keeps this copy (bookings.rate_plan), so later edits of the plan never reach it. */
export type RatePlanTerms = RatePlan;

interface StayRule {
  min_nights: number | null;
  max_nights: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
}

interface Offer {
  id: number;
  owner: number;
  title: string;
  /** The Arabic title, or the English one where it has none. */
  title_ar: string;
  date: string | null;
  price: string;
  min: number;
  max: number;
}

type Wanted = { owner: number; target: number; quantity: number }[];

const idList = (wanted: Wanted) =>
  sql.join(
    wanted.map((entry) => sql`${entry.target}::int`),
    sql`, `,
  );
/** A JSON array of the rows of `query`, or NULL without asking when nothing is wanted. */
const jsonRows = (wanted: Wanted, query: () => SQL) =>
  wanted.length === 0 ? sql`NULL::json` : sql`(SELECT coalesce(json_agg(o), '[]'::json) FROM (${query()}) o)`;

/**
 * Everything a quote reads (the hut, its nights with prices and availability, the wanted event dates,
 * service dates and items, the promo code) in one query: one round trip per quote, whatever it asks for.
 */
function quoteQuery(
  body: BookingBody,
  wanted: Record<'events' | 'services' | 'items', Wanted>,
  context: QuoteContext,
  nights: number,
): SQL {
  // Both titles: a refusal names the offer in the language the error handler writes it in.
  const title = sql`x.title AS title, coalesce(nullif(x.title_ar, ''), x.title) AS title_ar`;
  const code = body.promocode?.trim();
  return sql`SELECT
    (SELECT json_build_object('max_persons_num', h.max_persons_num, 'max_kids_num', h.max_kids_num, 'base_persons', h.base_persons::int,
      'extra_adult_price', h.extra_adult_price::text, 'extra_child_price', h.extra_child_price::text) FROM huts h WHERE h.id = ${body.hut}::int AND ${live('h')}) AS hut,
    (SELECT row_to_json(r) FROM ${stayRuleOn(sql`${body.hut}::int`, sql`${body.date.date_from}::date`)} r) AS arrival_rule,
    (SELECT row_to_json(r) FROM ${stayRuleOn(sql`${body.hut}::int`, sql`${body.date.date_to}::date`)} r) AS departure_rule,
    ${stayDiscountsJson(sql`${body.hut}::int`)} AS tiers,
    ${body.rate_plan && context.soldPlan === undefined ? sql`(${ratePlansJson(sql`${body.hut}::int`, sql`${body.rate_plan}::int`)}) -> 0` : sql`NULL::json`} AS plan,
    (SELECT coalesce(json_agg(n ORDER BY n.date), '[]'::json) FROM (${hutNightsQuery({ hutId: body.hut, from: body.date.date_from, nights, today: context.today, now: context.now, exceptBooking: context.exceptBooking, maxNights: MAX_STAY_NIGHTS })}) n) AS nights,
    ${jsonRows(
      wanted.events,
      () => sql`SELECT d.id, d.event_id AS owner, ${title}, to_char(d.date, 'YYYY-MM-DD') AS date, d.price::text AS price,
      d.min_purchasable_quantity AS min, d.max_purchasable_quantity AS max
      FROM event_dates d JOIN events x ON x.id = d.event_id AND ${live('x')} WHERE d.id IN (${idList(wanted.events)})`,
    )} AS events,
    ${jsonRows(
      wanted.services,
      () => sql`SELECT d.id, d.service_id AS owner, ${title}, to_char(d.date, 'YYYY-MM-DD') AS date, coalesce(d.price, x.price)::text AS price,
      x.min_purchasable_quantity AS min, x.max_purchasable_quantity AS max
      FROM service_dates d JOIN services x ON x.id = d.service_id AND ${live('x')} WHERE d.id IN (${idList(wanted.services)})`,
    )} AS services,
    ${jsonRows(
      wanted.items,
      () => sql`SELECT x.id, x.hut_id AS owner, ${title}, NULL AS date, x.price::text AS price,
      x.min_purchasable_quantity AS min, x.max_purchasable_quantity AS max
      FROM ken_items x WHERE x.is_active AND x.id IN (${idList(wanted.items)})`,
    )} AS items,
    ${
      code
        ? sql`(SELECT json_build_object('id', p.id, 'percentage', p.percentage,
        'used_up', p.usage_limit IS NOT NULL AND p.usage_limit <= ${promoUses(sql`p.id`, context.exceptBooking)}) FROM promo_codes p
      JOIN promo_code_huts ph ON ph.promo_code_id = p.id AND ph.hut_id = ${body.hut}::int
      WHERE lower(p.code) = lower(${code}) AND p.is_active
        AND (p.valid_from IS NULL OR p.valid_from <= ${context.today}::date) AND (p.valid_to IS NULL OR p.valid_to >= ${context.today}::date)
        LIMIT 1)`
        : sql`NULL::json`
    } AS promo`;
}

interface QuoteRow {
  hut: {
    max_persons_num: number;
    max_kids_num: number;
    base_persons: number | null;
    extra_adult_price: string;
    extra_child_price: string;
  } | null;
  arrival_rule: StayRule | null;
  departure_rule: StayRule | null;
  tiers: { min_nights: number; percent: number }[];
  plan: RatePlanTerms | null;
  nights: Night[];
  events: Offer[] | null;
  services: Offer[] | null;
  items: Offer[] | null;
  promo: { id: number; percentage: number; used_up: boolean } | null;
}

export interface QuoteContext {
  today: string;
  now: Date;
  vatRate: number;
  /** Re-pricing this booking: its own hold does not make its nights unavailable. */
  exceptBooking?: number;
  /** Re-pricing a booking sold with a plan: these terms as sold, not the plan as it reads now (null: standard). */
  soldPlan?: RatePlanTerms | null;
}

/**
 * Validates a booking body against the database and prices it there: nights from the catalogue's pricing
 * SQL, tickets and items from their own rows, the promo code's percentage. Whatever price the client
 * sent is never read.
 */
export async function quoteBooking(db: Database, body: BookingBody, context: QuoteContext): Promise<Quote> {
  const errors: Record<string, Text[]> = {};
  const fail = (field: string, message: Text) => void (errors[field] ??= []).push(message);
  const from = body.date.date_from;
  const to = body.date.date_to;
  const nightsCount = daysBetween(from, to);
  if (from < context.today) fail('date_from', text('booking.datePast'));
  if (nightsCount < 1) fail('date_to', text('booking.dateOrder'));
  if (nightsCount > MAX_STAY_NIGHTS) fail('date_to', text('booking.tooLong', { limit: MAX_STAY_NIGHTS }));

  const wanted = {
    events: (body.events ?? []).map((e) => ({ owner: e.event, target: e.date, quantity: e.quantity })),
    services: (body.services ?? []).map((s) => ({ owner: s.service, target: s.date, quantity: s.quantity })),
    items: (body.special_items ?? []).map((i) => ({ owner: body.hut, target: i.item, quantity: i.quantity })),
  };
  const validNights = nightsCount >= 1 && nightsCount <= MAX_STAY_NIGHTS ? nightsCount : 0;
  const [found] = await preparedRows<QuoteRow>(db, quoteQuery(body, wanted, context, validNights));
  const { hut } = found;
  if (!hut) fail('hut', text('booking.hutUnknown'));
  else {
    if (body.persons_max_num > hut.max_persons_num) fail('persons_max_num', text('booking.tooManyPersons', { limit: hut.max_persons_num }));
    if ((body.kids_max_num ?? 0) > hut.max_kids_num) fail('kids_max_num', text('booking.tooManyKids', { limit: hut.max_kids_num }));
  }
  if (body.rate_plan && context.soldPlan === undefined && !found.plan) fail('rate_plan', text('booking.ratePlanUnknown'));
  checkStayRules(found, nightsCount, fail);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  let nightsAvailable = true;
  for (const night of found.nights) {
    if (night.price === null) fail('date', text('booking.notPriced'));
    nightsAvailable &&= night.available;
  }
  const ratePlan = context.soldPlan !== undefined ? context.soldPlan : found.plan;
  const stay = priceStay({
    nightPrices: found.nights.map((night) => toCents(night.price)),
    persons: body.persons_max_num,
    kids: body.kids_max_num ?? 0,
    basePersons: hut!.base_persons,
    extraAdult: toCents(hut!.extra_adult_price),
    extraChild: toCents(hut!.extra_child_price),
    tiers: found.tiers,
    plan: ratePlan ? { percent_off: ratePlan.percent_off, addon_per_night: toCents(ratePlan.addon_per_night) } : null,
  });

  const lines: TicketLine[] = [];
  // An event or service date must be a day the guest has a night of: check-in day to the last night. The day
  // of departure is over at check-out time (noon by default) and a date has no time of day, so it is not offered.
  const inStay = (date: string | null) => date !== null && date >= from && date < to;
  const addLines = (field: 'events' | 'services' | 'special_items', kind: TicketLine['kind'], entries: Wanted, found: Offer[] | null) => {
    if (entries.length === 0) return;
    const ids = entries.map((entry) => entry.target);
    if (new Set(ids).size !== ids.length) fail(field, text('booking.duplicate'));
    const offers = new Map((found ?? []).map((offer) => [offer.id, offer]));
    for (const entry of entries) {
      const offer = offers.get(entry.target);
      if (!offer || offer.owner !== entry.owner) {
        fail(
          field,
          text(kind === 'event' ? 'booking.eventDateUnknown' : kind === 'service' ? 'booking.serviceDateUnknown' : 'booking.itemUnknown'),
        );
        continue;
      }
      if (kind !== 'item' && !inStay(offer.date))
        fail(field, text('booking.outsideStay', { title: { en: offer.title, ar: offer.title_ar }, date: offer.date ?? '' }));
      if (entry.quantity < offer.min || entry.quantity > offer.max)
        fail(field, text('booking.quantityRange', { min: offer.min, max: offer.max, title: { en: offer.title, ar: offer.title_ar } }));
      lines.push({
        kind,
        targetId: offer.id,
        quantity: entry.quantity,
        unitPrice: toCents(offer.price),
        title: offer.title,
        date: offer.date,
      });
    }
  };
  addLines('events', 'event', wanted.events, found.events);
  addLines('services', 'service', wanted.services, found.services);
  addLines('special_items', 'item', wanted.items, found.items);

  let promoId: number | null = null;
  let percentage = 0;
  if (body.promocode?.trim()) {
    // Only an early answer: the hold counts the uses again under the promo's row lock (hold.ts, takePromo).
    if (!found.promo) fail('promocode', text('booking.promoInvalid'));
    else if (found.promo.used_up) fail('promocode', text('booking.promoUsedUp'));
    else ({ id: promoId, percentage } = found.promo);
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  const subtotal = stay.total + lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return {
    hutId: body.hut,
    from,
    to,
    nights: nightsCount,
    nightsAvailable,
    lines,
    promoId,
    amounts: amountsOf(subtotal, percentage, context.vatRate),
    stay,
    ratePlan,
  };
}

/** The stay rules of the arrival and departure dates; each refusal names its rule (issue 24 §2). */
function checkStayRules(found: QuoteRow, nights: number, fail: (field: string, message: Text) => void) {
  const arrival = found.arrival_rule;
  if (arrival?.closed_to_arrival) fail('date_from', text('booking.ruleNoArrival'));
  if (arrival?.min_nights && nights < arrival.min_nights) fail('date_to', text('booking.ruleMinNights', { min: arrival.min_nights }));
  if (arrival?.max_nights && nights > arrival.max_nights) fail('date_to', text('booking.ruleMaxNights', { max: arrival.max_nights }));
  if (found.departure_rule?.closed_to_departure) fail('date_to', text('booking.ruleNoDeparture'));
}

/** The copy of the plan and the price breakdown a booking keeps (bookings.rate_plan), money as decimal strings. */
export const soldTerms = (quote: Pick<Quote, 'stay' | 'ratePlan'>) => ({
  plan: quote.ratePlan,
  breakdown: {
    nights: quote.stay.nights,
    nights_total: toMoney(quote.stay.nights_total),
    extra_adults: quote.stay.extra_adults,
    extra_kids: quote.stay.extra_kids,
    extra_guests: toMoney(quote.stay.extra_guests),
    stay_discount_percent: quote.stay.stay_discount_percent,
    stay_discount: toMoney(quote.stay.stay_discount),
    plan_discount: toMoney(quote.stay.plan_discount),
    plan_addon: toMoney(quote.stay.plan_addon),
    total: toMoney(quote.stay.total),
  },
});
