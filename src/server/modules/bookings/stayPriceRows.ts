// How a booking's stay was priced, as its e-mails and its e-ticket list it (issue 24 §2): the nights at their prices,
// then extra guests, the long-stay discount and the rate's discount and extras, from the breakdown the booking keeps
// (a change saves the new stay's, issue 23 §3). The booking page lists the same rows (client Totals.tsx).
import type { Language } from '../../../shared/constants';
import { countOf } from '../../../shared/counts';
import { toCents, toMoney } from '../../../shared/money';
import type { Booking } from '../../../shared/schemas/booking';
import { keptAdjustments, type StayAdjustmentKind } from '../../../shared/stayPrice';

const WORDS: Record<Language, { stay: (nights: string) => string } & Record<StayAdjustmentKind, (percent: string) => string>> = {
  en: {
    stay: (nights) => `Stay, ${nights}`,
    extraGuests: () => 'Extra guests',
    stayDiscount: (percent) => `Long-stay discount (${percent} %)`,
    planDiscount: (percent) => `Rate discount (${percent} %)`,
    planAddon: () => 'Rate extras',
  },
  ar: {
    stay: (nights) => `الإقامة، ${nights}`,
    extraGuests: () => 'ضيوف إضافيون',
    stayDiscount: (percent) => `خصم الإقامة الطويلة (${percent}٪)`,
    planDiscount: (percent) => `خصم السعر المختار (${percent}٪)`,
    planAddon: () => 'إضافات السعر المختار',
  },
};

/**
 * [label, amount] rows of the stay's price, amounts through `money` (discounts with `minus` before them: the PDF's Latin
 * face has no "−", so the e-ticket passes "-"); none when nothing
 * adjusts the nights or the kept breakdown does not add up to the stay's share of the booking, nor for a day visit.
 */
export function stayPriceRows(
  booking: Pick<Booking, 'hut' | 'subtotal' | 'dates' | 'rate_plan' | 'events' | 'services' | 'special_items'>,
  lang: Language,
  money: (value: string) => string,
  count: (value: number) => string,
  minus = '−',
): [string, string][] {
  if (!booking.hut) return [];
  const tickets = [...booking.events, ...booking.services, ...booking.special_items];
  const stayCents = toCents(booking.subtotal) - tickets.reduce((sum, ticket) => sum + toCents(ticket.total), 0);
  const adjusted = keptAdjustments(booking.rate_plan, stayCents);
  if (!adjusted) return [];
  const words = WORDS[lang];
  return [
    [words.stay(countOf(lang, 'night', booking.dates.nights)), money(toMoney(adjusted.nights))],
    ...adjusted.rows.map((row): [string, string] => [
      words[row.kind](count(row.percent ?? 0)),
      row.cents < 0 ? `${minus}${money(toMoney(-row.cents))}` : money(toMoney(row.cents)),
    ]),
  ];
}
