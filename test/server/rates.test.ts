import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 24 §2: rate plans, stay rules, length-of-stay discounts, extra guests, seasons and bulk edits, priced by the
// one quote. Sunday 1 March 2026 in the resort; makeHut prices every night at 500.00, Friday and Saturday at 650.00.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let guest: Parameters<TestApp['tokenFor']>[0];
let staff: ReturnType<typeof staffCaller>;
const asGuest = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang: 'en' | 'ar' = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}`, 'accept-language': lang } });
const book = (hutId: number, from: string, to: string, extra: Record<string, unknown> = {}, lang: 'en' | 'ar' = 'en') =>
  asGuest('POST', '/api/products/booking/', stay(hutId, from, to, extra), lang);

const NON_REFUNDABLE = {
  name: 'Non-refundable',
  name_ar: 'غير قابل للاسترداد',
  percent_off: 15,
  addon_per_night: '0.00',
  refundable: false,
  free_cancel_hours: null,
  policy: 'No refund if you cancel.',
  policy_ar: 'لا يُرد المبلغ عند الإلغاء.',
};
const BREAKFAST = {
  ...NON_REFUNDABLE,
  name: 'Breakfast included',
  name_ar: 'مع الإفطار',
  percent_off: 0,
  addon_per_night: '60.00',
  refundable: true,
  free_cancel_hours: 72,
  policy: '',
  policy_ar: '',
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  guest = await makeUser(t.db);
  staff = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
}, 120_000);
afterAll(() => t?.close());

async function hutWith(rates: object | null = null) {
  const hut = await makeHut(t.db);
  if (rates) expect((await staff('PUT', `/api/dashboard/huts/${hut.id}/rates/`, rates)).statusCode).toBe(200);
  return hut.id;
}
const addPlan = async (hutId: number, plan: object) => (await staff('POST', `/api/dashboard/huts/${hutId}/rate-plans/`, plan)).json();
const addRule = async (hutId: number, rule: object) => {
  const answer = await staff('POST', `/api/dashboard/huts/${hutId}/stay-rules/`, {
    min_nights: null,
    max_nights: null,
    closed_to_arrival: false,
    closed_to_departure: false,
    ...rule,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json();
};
const NO_EXTRAS = { base_persons: null, extra_adult_price: '0.00', extra_child_price: '0.00' };

describe('hand-worked quotes', () => {
  it('takes 10 % off a stay of 7 nights or more, not 6', async () => {
    const hutId = await hutWith({
      stay_discounts: [
        { min_nights: 7, percent: 10 },
        { min_nights: 14, percent: 20 },
      ],
      ...NO_EXTRAS,
    });
    // Sun 8 – Sun 15 March: 5 weeknights × 500 + Fri, Sat × 650 = 3,800.00; −10 % = 380.00 → 3,420.00.
    const week = (await book(hutId, '2026-03-08', '2026-03-15')).json();
    expect(week).toMatchObject({ subtotal: '3420.00', total_price: '3420.00', discount: '0.00' });
    expect(week.rate_plan).toMatchObject({
      plan: null,
      breakdown: { nights_total: '3800.00', stay_discount_percent: 10, stay_discount: '380.00' },
    });
    // Six nights (Sun 8 – Sat 14): 2,500.00 + 650.00 = 3,150.00, no discount.
    expect((await book(hutId, '2026-03-08', '2026-03-14')).json()).toMatchObject({ total_price: '3150.00' });
  });

  it('charges adults and children above the base occupancy per night', async () => {
    const hutId = await hutWith({ stay_discounts: [], base_persons: 2, extra_adult_price: '100.00', extra_child_price: '50.00' });
    // Mon 2 – Wed 4 March, 2 nights × 500 = 1,000.00; 3 adults + 1 child on a base of 2: (100 + 50) × 2 = 300.00.
    const four = (await book(hutId, '2026-03-02', '2026-03-04', { persons_max_num: 3, kids_max_num: 1 })).json();
    expect(four).toMatchObject({
      total_price: '1300.00',
      rate_plan: { breakdown: { extra_adults: 1, extra_kids: 1, extra_guests: '300.00' } },
    });
    // 2 adults + 1 child: only the child is above the base, 50 × 2 = 100.00.
    expect((await book(hutId, '2026-03-02', '2026-03-04', { persons_max_num: 2, kids_max_num: 1 })).json()).toMatchObject({
      total_price: '1100.00',
    });
    expect((await book(hutId, '2026-03-02', '2026-03-04')).json()).toMatchObject({ total_price: '1000.00' });
  });

  it('prices each rate plan: a percentage off, an add-on per night, and both with the weekly discount', async () => {
    const hutId = await hutWith({ stay_discounts: [{ min_nights: 7, percent: 10 }], ...NO_EXTRAS });
    const saver = await addPlan(hutId, NON_REFUNDABLE);
    const breakfast = await addPlan(hutId, BREAKFAST);
    // 1,000.00 − 15 % = 850.00; 1,000.00 + 2 × 60.00 = 1,120.00.
    expect((await book(hutId, '2026-03-02', '2026-03-04', { rate_plan: saver.id })).json()).toMatchObject({ total_price: '850.00' });
    expect((await book(hutId, '2026-03-02', '2026-03-04', { rate_plan: breakfast.id })).json()).toMatchObject({ total_price: '1120.00' });
    // A week: 3,800.00 − 10 % = 3,420.00, − 15 % (513.00) = 2,907.00; VAT inside it at 15 %: 2,907 − 2,907 / 1.15 = 379.17.
    const week = (await book(hutId, '2026-03-08', '2026-03-15', { rate_plan: saver.id })).json();
    expect(week).toMatchObject({ total_price: '2907.00', vat: '379.17' });
    expect(week.rate_plan.breakdown).toMatchObject({ stay_discount: '380.00', plan_discount: '513.00' });
    expect(week.rate_plan.plan).toMatchObject({ id: saver.id, refundable: false, policy_ar: NON_REFUNDABLE.policy_ar });
    // Another hut's plan is refused, in the reader's language.
    const other = await hutWith();
    const refused = await book(other, '2026-03-02', '2026-03-04', { rate_plan: saver.id }, 'ar');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rate_plan[0]).toContain('لم يعد متاحًا');
  });
});

describe('stay rules', () => {
  let hutId: number;
  beforeAll(async () => {
    hutId = await hutWith();
    await addRule(hutId, { date_from: '2026-03-16', date_to: '2026-03-31', min_nights: 3, max_nights: 5 });
    await addRule(hutId, { date_from: '2026-03-18', date_to: '2026-03-18', closed_to_arrival: true });
    await addRule(hutId, { date_from: '2026-03-21', date_to: '2026-03-21', closed_to_departure: true, min_nights: 2 });
  });

  it('refuses a stay shorter than the minimum for its arrival day, naming the rule in English and Arabic', async () => {
    const short = await book(hutId, '2026-03-16', '2026-03-18');
    expect(short.statusCode).toBe(400);
    expect(short.json().date_to).toEqual(['A stay starting on this date must be at least 3 nights.']);
    expect((await book(hutId, '2026-03-16', '2026-03-18', {}, 'ar')).json().date_to[0]).toMatch(/لا تقل .* 3 ليالٍ/);
    // Mon 16 – Thu 19: 3 × 500 = 1,500.00.
    expect((await book(hutId, '2026-03-16', '2026-03-19')).json()).toMatchObject({ total_price: '1500.00' });
  });

  it('refuses more than the maximum, an arrival on a closed-to-arrival day and a departure on a closed-to-departure day', async () => {
    expect((await book(hutId, '2026-03-16', '2026-03-22')).json().date_to).toEqual([
      'A stay starting on this date can be at most 5 nights.',
    ]);
    expect((await book(hutId, '2026-03-18', '2026-03-22')).json().date_from).toEqual([
      'Arrivals are not possible on this date: choose another check-in day.',
    ]);
    expect((await book(hutId, '2026-03-17', '2026-03-21')).json().date_to).toEqual([
      'Departures are not possible on this date: choose another check-out day.',
    ]);
    // The shorter rule of the 21st wins its arrivals: two nights are enough there (Sat 21 650 + Sun 22 500).
    expect((await book(hutId, '2026-03-21', '2026-03-23')).json()).toMatchObject({ total_price: '1150.00' });
  });

  it('answers, per night of the calendar, whether arrival and departure are allowed and the minimum stay', async () => {
    const nights = (await asGuest('GET', `/api/products/huts/${hutId}/availability/?from=2026-03-15&to=2026-03-21`)).json();
    const byDate = Object.fromEntries(nights.map((night: { date: string }) => [night.date, night]));
    expect(byDate['2026-03-15']).toMatchObject({ arrival: true, departure: true, min_nights: null, max_nights: null });
    expect(byDate['2026-03-16']).toMatchObject({ arrival: true, min_nights: 3, max_nights: 5 });
    expect(byDate['2026-03-18']).toMatchObject({ arrival: false, departure: true, min_nights: null });
    expect(byDate['2026-03-21']).toMatchObject({ arrival: true, departure: false, min_nights: 2 });
  });

  it('the hut list for a stay leaves out a hut whose rules the stay breaks', async () => {
    const listed = async (from: string, to: string) =>
      (
        (await asGuest('GET', `/api/products/huts-list/?date_from=${from}&date_to=${to}&page_size=50`)).json().results as { id: number }[]
      ).some((hut) => hut.id === hutId);
    expect(await listed('2026-03-16', '2026-03-18')).toBe(false);
    expect(await listed('2026-03-16', '2026-03-19')).toBe(true);
    expect(await listed('2026-03-18', '2026-03-19')).toBe(false);
  });

  it('a change of dates is held to the rules too', async () => {
    const created = (await book(hutId, '2026-03-16', '2026-03-19')).json();
    const moved = await asGuest('PUT', `/api/products/booking/update/${created.id}/`, stay(hutId, '2026-03-18', '2026-03-21'));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().date_from).toHaveLength(1);
  });

  it('the "from" price counts only nights a stay of the minimum length can start on', async () => {
    const cheap = await hutWith();
    const fromPrice = async () => {
      const answer = await asGuest('GET', `/api/products/huts/${cheap}/`);
      if (answer.statusCode !== 200) throw new Error(answer.body);
      return answer.json().lowest_price;
    };
    expect(await fromPrice()).toBe('500.00');
    await staff('POST', `/api/dashboard/huts/${cheap}/prices/`, {
      date_from: '2026-03-03',
      date_to: '2026-03-03',
      price: '100.00',
      weekend_price: null,
    });
    expect(await fromPrice()).toBe('100.00');
    await addRule(cheap, { date_from: '2026-03-03', date_to: '2026-03-03', closed_to_arrival: true });
    expect(await fromPrice()).toBe('500.00');
    // A cheap night with arrivals allowed whose minimum stay runs into a closed night cannot be booked either.
    await staff('POST', `/api/dashboard/huts/${cheap}/prices/`, {
      date_from: '2026-03-10',
      date_to: '2026-03-10',
      price: '200.00',
      weekend_price: null,
    });
    await addRule(cheap, { date_from: '2026-03-10', date_to: '2026-03-10', min_nights: 3 });
    await staff('POST', `/api/dashboard/huts/${cheap}/closed-nights/`, { date_from: '2026-03-12', date_to: '2026-03-12', reason: 'Paint' });
    expect(await fromPrice()).toBe('500.00');
  });
});

describe('a booking keeps the plan it was sold with', () => {
  it('stays non-refundable at its price after the plan is made refundable and cheaper; new bookings get the new terms', async () => {
    const hutId = await hutWith();
    const plan = await addPlan(hutId, NON_REFUNDABLE);
    const sold = (await book(hutId, '2026-04-06', '2026-04-08', { rate_plan: plan.id })).json();
    expect(sold).toMatchObject({ total_price: '850.00', cancellation: { non_refundable: true, free_until: null } });
    const edited = await staff('PUT', `/api/dashboard/huts/${hutId}/rate-plans/${plan.id}/`, {
      ...NON_REFUNDABLE,
      percent_off: 5,
      refundable: true,
      free_cancel_hours: 24,
      version: plan.version,
    });
    expect(edited.statusCode).toBe(200);
    const again = (await asGuest('GET', `/api/products/bookings/${sold.id}/`)).json();
    expect(again).toMatchObject({ total_price: '850.00', cancellation: { non_refundable: true, free_until: null } });
    expect(again.rate_plan.plan).toMatchObject({ percent_off: 15, refundable: false, policy: NON_REFUNDABLE.policy });
    // A new stay on the edited plan: 1,000.00 − 5 % = 950.00, free cancellation until 24 hours before check-in (15:00 Riyadh).
    const fresh = (await book(hutId, '2026-04-13', '2026-04-15', { rate_plan: plan.id })).json();
    expect(fresh).toMatchObject({ total_price: '950.00', cancellation: { non_refundable: false, deadline: '2026-04-12T12:00:00.000Z' } });
  });
  it('keeps a sold stay on its plan and policy when staff rename the plan, reword its policy and switch it off; new stays cannot take it', async () => {
    const hutId = await hutWith();
    const plan = await addPlan(hutId, NON_REFUNDABLE);
    const sold = (await book(hutId, '2026-04-20', '2026-04-22', { rate_plan: plan.id })).json();
    expect(sold).toMatchObject({ total_price: '850.00', cancellation: { non_refundable: true } });
    const before = (await auditRows(t, 'prices')).length;
    const edited = await staff('PUT', `/api/dashboard/huts/${hutId}/rate-plans/${plan.id}/`, {
      ...NON_REFUNDABLE,
      name: 'Saver',
      name_ar: 'سعر التوفير',
      percent_off: 20,
      addon_per_night: '25.00',
      policy: 'Cancel for free up to a week before.',
      policy_ar: 'إلغاء مجاني حتى أسبوع قبل الوصول.',
      is_active: false,
      version: plan.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Saver', percent_off: 20, is_active: false, version: plan.version + 1 });
    // The stay sold before keeps the plan's name, terms and policy as sold, and its price.
    const again = (await asGuest('GET', `/api/products/bookings/${sold.id}/`)).json();
    expect(again).toMatchObject({ total_price: '850.00', cancellation: { non_refundable: true, free_until: null } });
    expect(again.rate_plan.plan).toMatchObject({
      id: plan.id,
      name: NON_REFUNDABLE.name,
      name_ar: NON_REFUNDABLE.name_ar,
      percent_off: 15,
      refundable: false,
      policy: NON_REFUNDABLE.policy,
      policy_ar: NON_REFUNDABLE.policy_ar,
    });
    // Switched off: the guest's hut page no longer offers it, and a new stay on it is refused in the reader's language.
    const hut = (await asGuest('GET', `/api/products/huts/${hutId}/`)).json();
    expect(JSON.stringify(hut)).not.toContain('Saver');
    const refused = await book(hutId, '2026-04-27', '2026-04-29', { rate_plan: plan.id }, 'ar');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rate_plan[0]).toContain('لم يعد متاحًا');
    // The staff's view shows it off; the change is audited with its before and after.
    const listed = (await staff('GET', `/api/dashboard/huts/${hutId}/rates/`)).json();
    expect(listed.rate_plans).toMatchObject([{ id: plan.id, name: 'Saver', is_active: false }]);
    const audit = await auditRows(t, 'prices');
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ action: 'update', entity_type: 'rate_plan', entity_id: String(plan.id) });
    // Switched on again, the plan sells on its new terms: 1,000.00 − 20 % + 2 × 25.00 = 850.00.
    const on = await staff('PUT', `/api/dashboard/huts/${hutId}/rate-plans/${plan.id}/`, {
      ...NON_REFUNDABLE,
      name: 'Saver',
      name_ar: 'سعر التوفير',
      percent_off: 20,
      addon_per_night: '25.00',
      is_active: true,
      version: plan.version + 1,
    });
    expect(on.statusCode).toBe(200);
    const fresh = (await book(hutId, '2026-04-27', '2026-04-29', { rate_plan: plan.id })).json();
    expect(fresh).toMatchObject({ total_price: '850.00' });
    expect(fresh.rate_plan.plan).toMatchObject({ name: 'Saver', percent_off: 20 });
  });

  it('refuses a plan edit with a stale version, and one for another hut’s plan', async () => {
    const hutId = await hutWith();
    const plan = await addPlan(hutId, NON_REFUNDABLE);
    const ok = await staff('PUT', `/api/dashboard/huts/${hutId}/rate-plans/${plan.id}/`, {
      ...NON_REFUNDABLE,
      is_active: false,
      version: plan.version,
    });
    expect(ok.statusCode).toBe(200);
    const stale = await staff('PUT', `/api/dashboard/huts/${hutId}/rate-plans/${plan.id}/`, {
      ...NON_REFUNDABLE,
      is_active: true,
      version: plan.version,
    });
    expect(stale.statusCode).toBe(409);
    const other = await hutWith();
    const elsewhere = await staff('PUT', `/api/dashboard/huts/${other}/rate-plans/${plan.id}/`, {
      ...NON_REFUNDABLE,
      version: plan.version + 1,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('the staff price calendar', () => {
  it('shows nights sold on an imported channel beside closures, named by the channel', async () => {
    const hutId = await hutWith();
    const [channel] = await rows<{ id: number }>(
      t.db,
      sql`INSERT INTO hut_channels (hut_id, name, url) VALUES (${hutId}, 'Airbnb', 'https://example.test/a.ics') RETURNING id`,
    );
    await rows(
      t.db,
      sql`INSERT INTO hut_channel_blocks (channel_id, hut_id, date_from, date_to) VALUES (${channel.id}, ${hutId}, '2026-03-20', '2026-03-22')`,
    );
    await staff('POST', `/api/dashboard/huts/${hutId}/closed-nights/`, { date_from: '2026-03-10', date_to: '2026-03-10', reason: 'Paint' });
    const calendar = (await staff('GET', `/api/dashboard/huts/${hutId}/calendar/?year=2026`)).json();
    expect(calendar.closed).toMatchObject([
      { date_from: '2026-03-10', date_to: '2026-03-10', reason: 'Paint', source: 'closure' },
      { date_from: '2026-03-20', date_to: '2026-03-22', reason: 'Airbnb', source: 'channel' },
    ]);
  });
});

describe('bulk edits', () => {
  it('previews a price change over three huts, naming the bookings it leaves as sold, then saves it as one audited change', async () => {
    const ids = [await hutWith(), await hutWith(), await hutWith()];
    const held = (await book(ids[0], '2026-05-04', '2026-05-06')).json();
    const body = { huts: ids, date_from: '2026-05-01', date_to: '2026-05-10', price: { price: '700.00', weekend_price: null } };
    const preview = await staff('POST', '/api/dashboard/rates/bulk/preview/', body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ nights: 10, applied: false, price: { price: '700.00' } });
    expect(preview.json().huts.map((hut: { id: number }) => hut.id)).toEqual(ids);
    expect(preview.json().huts[0]).toMatchObject({
      refusal: null,
      current_prices: ['500.00', '650.00'],
      bookings: [{ code: held.code, total: '1000.00' }],
    });
    expect(preview.json().huts[1].bookings).toEqual([]);
    const priceOn = async (hutId: number) =>
      (await asGuest('GET', `/api/products/huts/${hutId}/availability/?from=2026-05-05&to=2026-05-05`)).json()[0].price;
    expect(await priceOn(ids[1])).toBe('500.00'); // the preview saved nothing
    const before = (await auditRows(t, 'prices')).length;

    const applied = await staff('POST', '/api/dashboard/rates/bulk/', body);
    expect(applied.json()).toMatchObject({ applied: true });
    for (const id of ids) expect(await priceOn(id)).toBe('700.00');
    const audit = await auditRows(t, 'prices');
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ action: 'bulk_edit', after: { changed: ids } });
    expect((await asGuest('GET', `/api/products/bookings/${held.id}/`)).json()).toMatchObject({ total_price: '1000.00' });
  });

  it('sets rules for a named season at once and leaves a hut whose nights are held out of a closure', async () => {
    const ids = [await hutWith(), await hutWith()];
    const season = await staff('POST', '/api/dashboard/seasons/', {
      name: 'Eid',
      name_ar: 'العيد',
      date_from: '2026-06-01',
      date_to: '2026-06-07',
    });
    expect(season.statusCode).toBe(201);
    const rules = await staff('POST', '/api/dashboard/rates/bulk/', {
      huts: ids,
      season: season.json().id,
      rule: { min_nights: 3, max_nights: null, closed_to_arrival: false, closed_to_departure: false },
    });
    expect(rules.json()).toMatchObject({ date_from: '2026-06-01', date_to: '2026-06-07', season: { name_ar: 'العيد' } });
    expect((await book(ids[1], '2026-06-02', '2026-06-04')).json().date_to).toEqual([
      'A stay starting on this date must be at least 3 nights.',
    ]);

    const created = (await book(ids[0], '2026-06-02', '2026-06-05')).json();
    await asGuest('PUT', `/api/products/booking/update/${created.id}/`, {
      ...stay(ids[0], '2026-06-02', '2026-06-05'),
      status: 'confirmed',
    });
    const close = await staff('POST', '/api/dashboard/rates/bulk/', {
      huts: ids,
      date_from: '2026-06-03',
      date_to: '2026-06-03',
      close: { reason: 'Works' },
    });
    expect(close.json().huts.map((hut: { refusal: string | null }) => hut.refusal)).toEqual(['booked', null]);
    const night = async (hutId: number) =>
      (await asGuest('GET', `/api/products/huts/${hutId}/availability/?from=2026-06-03&to=2026-06-03`)).json()[0].available;
    expect(await night(ids[1])).toBe(false);
  });

  it('refuses a bulk edit with nothing to change, in Arabic too', async () => {
    const answer = await staff(
      'POST',
      '/api/dashboard/rates/bulk/preview/',
      { huts: [await hutWith()], date_from: '2026-05-01', date_to: '2026-05-02' },
      'ar',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().non_field_errors[0]).toContain('اختر');
  });
});
