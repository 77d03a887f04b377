import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 24 §2, the gaps left open: a booking made at the desk on a rate plan the staff choose (priced by the one quote,
// each plan's price and policy shown before saving, the plan and its policy kept on the booking), and rate plans in
// the bulk editor (a plan created on many huts, a plan changed or switched off by name or kind), previewed, then saved
// as one audited change. Sunday 1 March 2026 in the resort; makeHut prices every night at 500.00, Fri/Sat at 650.00.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
let guest: Parameters<TestApp['tokenFor']>[0];
const asGuest = (method: 'GET' | 'POST', url: string, payload?: object, lang: 'en' | 'ar' = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}`, 'accept-language': lang } });

const NON_REFUNDABLE = {
  name: 'Non-refundable',
  name_ar: 'غير قابل للاسترداد',
  percent_off: 12,
  addon_per_night: '0.00',
  refundable: false,
  free_cancel_hours: null,
  policy: 'Paid now; nothing is refunded if you cancel.',
  policy_ar: 'يُدفع الآن، ولا يُرد شيء عند الإلغاء.',
};
const BREAKFAST = {
  name: 'Breakfast included',
  name_ar: 'مع الإفطار',
  percent_off: 0,
  addon_per_night: '95.00',
  refundable: true,
  free_cancel_hours: 72,
  policy: '',
  policy_ar: '',
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Every admin starts as a manager: the manual discount's limit is 100 %.
  staff = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Front Office Manager' }));
  guest = await makeUser(t.db);
}, 120_000);
afterAll(() => t?.close());

const newHut = async () => (await makeHut(t.db, '2026-03-01', 120)).id;
const addPlan = async (hutId: number, plan: object) => {
  const answer = await staff('POST', `/api/dashboard/huts/${hutId}/rate-plans/`, plan);
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: number; version: number };
};
const deskStay = (hutId: number, extra: Record<string, unknown> = {}) => stay(hutId, '2026-03-02', '2026-03-04', extra);

describe('a desk booking on a rate plan', () => {
  let hutId: number;
  let saver: { id: number };
  let breakfast: { id: number };
  beforeAll(async () => {
    hutId = await newHut();
    saver = await addPlan(hutId, NON_REFUNDABLE);
    breakfast = await addPlan(hutId, BREAKFAST);
  });

  it('lists each hut with its active plans to choose from', async () => {
    const options = (await staff('GET', '/api/dashboard/bookings/desk-options/')).json();
    const hut = options.huts.find((row: { id: number }) => row.id === hutId);
    expect(hut.rate_plans.map((plan: { id: number }) => plan.id)).toEqual([saver.id, breakfast.id]);
    expect(hut.rate_plans[0]).toMatchObject({ refundable: false, policy_ar: NON_REFUNDABLE.policy_ar });
  });

  it("quotes the chosen plan with its terms and every plan's price for the same stay", async () => {
    // Mon 2 – Wed 4 March: 2 × 500.00 = 1,000.00. Non-refundable −12 % = 880.00 (VAT inside: 880 − 880 / 1.15 = 114.78);
    // breakfast +95.00 × 2 = 1,190.00.
    const quote = await staff('POST', '/api/dashboard/bookings/quote/', deskStay(hutId, { rate_plan: saver.id }));
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      subtotal: '880.00',
      total: '880.00',
      vat: '114.78',
      plan_discount: '120.00',
      plan_addon: '0.00',
      rate_plan: { id: saver.id, percent_off: 12, refundable: false, policy: NON_REFUNDABLE.policy },
      plans: [
        { id: null, total: '1000.00' },
        { id: saver.id, total: '880.00' },
        { id: breakfast.id, total: '1190.00' },
      ],
    });
    // A manual discount of 10 % comes off every plan's price: 900.00, 792.00, 1,071.00.
    const discounted = (
      await staff('POST', '/api/dashboard/bookings/quote/', {
        ...deskStay(hutId, { rate_plan: breakfast.id }),
        discount: { percent: 10, reason: 'Returning guest' },
      })
    ).json();
    expect(discounted).toMatchObject({ total: '1071.00', plan_addon: '190.00', manual_discount: '119.00' });
    expect(discounted.plans.map((plan: { total: string }) => plan.total)).toEqual(['900.00', '792.00', '1071.00']);
    // No plan chosen: the standard flexible plan.
    expect((await staff('POST', '/api/dashboard/bookings/quote/', deskStay(hutId))).json()).toMatchObject({
      total: '1000.00',
      rate_plan: null,
      plan_discount: '0.00',
    });
  });

  it('books on the non-refundable plan: the price and the policy are stored on the booking', async () => {
    const made = await staff('POST', '/api/dashboard/bookings/', {
      ...deskStay(hutId, { rate_plan: saver.id }),
      new_guest: { full_name: 'Nora Saleh', phone: '+966 512 345 111' },
      payment: { method: 'cash', reference: 'R-24' },
    });
    expect(made.statusCode).toBe(201);
    const booking = made.json().booking;
    expect(booking).toMatchObject({
      status: 'paid',
      total_price: '880.00',
      cancellation: { non_refundable: true, free_until: null },
      rate_plan: { plan: { id: saver.id, refundable: false, policy: NON_REFUNDABLE.policy }, breakdown: { plan_discount: '120.00' } },
    });
    const [row] = await rows<{ rate_plan_id: number; total: string; rate_plan: { plan: { percent_off: number } } }>(
      t.db,
      sql`SELECT rate_plan_id, total::text AS total, rate_plan FROM bookings WHERE id = ${booking.id}::int`,
    );
    expect(row).toMatchObject({ rate_plan_id: saver.id, total: '880.00', rate_plan: { plan: { percent_off: 12 } } });
    const [audit] = (await auditRows(t, 'bookings')).filter((entry) => entry.action === 'desk_create').slice(-1);
    expect(audit.after).toMatchObject({ rate_plan: saver.id, total: '880.00' });
  });

  it('books on the standard plan when none is chosen', async () => {
    const made = await staff('POST', '/api/dashboard/bookings/', {
      ...stay(hutId, '2026-03-09', '2026-03-11'),
      new_guest: { full_name: 'Fahad Noor', phone: '+966 512 345 112' },
      payment: { method: 'arrival' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().booking).toMatchObject({
      total_price: '1000.00',
      rate_plan: { plan: null },
      cancellation: { non_refundable: false },
    });
  });

  it('refuses a plan the hut does not offer (another hut’s, or switched off), saying why in English and Arabic', async () => {
    const other = await newHut();
    const elsewhere = await staff('POST', '/api/dashboard/bookings/quote/', deskStay(other, { rate_plan: saver.id }), 'ar');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().rate_plan[0]).toContain('لم يعد متاحًا');
    const off = await addPlan(other, { ...BREAKFAST, is_active: false });
    const refused = await staff('POST', '/api/dashboard/bookings/', {
      ...deskStay(other, { rate_plan: off.id }),
      new_guest: { full_name: 'Refused Guest', phone: '+966 512 345 113' },
      payment: { method: 'cash' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rate_plan).toEqual(['This rate is no longer offered for this hut: choose another.']);
    const [{ count }] = await rows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM bookings WHERE hut_id = ${other}::int`);
    expect(count).toBe(0);
  });
});

describe('rate plans in the bulk editor', () => {
  const preview = (body: object, lang: 'en' | 'ar' = 'en') => staff('POST', '/api/dashboard/rates/bulk/preview/', body, lang);
  const save = (body: object, lang: 'en' | 'ar' = 'en') => staff('POST', '/api/dashboard/rates/bulk/', body, lang);
  const plansOf = async (hutId: number) =>
    (await staff('GET', `/api/dashboard/huts/${hutId}/rates/`)).json().rate_plans as {
      id: number;
      name: string;
      percent_off: number;
      is_active: boolean;
    }[];
  const quote = async (hutId: number, planId: number | null) =>
    (await staff('POST', '/api/dashboard/bookings/quote/', stay(hutId, '2026-04-06', '2026-04-08', { rate_plan: planId }))).json();
  let ids: number[];
  let before: { id: number; code: string };

  beforeAll(async () => {
    ids = [await newHut(), await newHut(), await newHut()];
    // A stay sold on the standard plan before any plan exists (Mon 6 – Wed 8 April, 1,000.00, free cancellation).
    before = (await asGuest('POST', '/api/products/booking/', stay(ids[0], '2026-04-06', '2026-04-08'))).json();
  });

  it('creates a plan on three huts: previewed without saving, then saved as one audited change; a stay sold before keeps its terms', async () => {
    const body = { huts: ids, new_plan: NON_REFUNDABLE };
    const shown = await preview(body);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ date_from: null, nights: null, applied: false, new_plan: { name: 'Non-refundable' } });
    expect(shown.json().huts.map((hut: { id: number }) => hut.id)).toEqual(ids);
    for (const hut of shown.json().huts)
      expect(hut).toMatchObject({
        refusal: null,
        plans: [{ id: null, name: 'Non-refundable', before: null, after: { percent_off: 12, refundable: false, is_active: true } }],
      });
    expect(await plansOf(ids[1])).toEqual([]); // the preview saved nothing
    const audits = (await auditRows(t, 'prices')).length;

    const saved = await save(body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ applied: true });
    const created = await Promise.all(ids.map(async (id) => (await plansOf(id))[0]));
    created.forEach((plan, i) => expect(saved.json().huts[i].plans[0].id).toBe(plan.id));
    const audit = await auditRows(t, 'prices');
    expect(audit).toHaveLength(audits + 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'bulk_edit',
      after: { changed: ids, new_plan: { name: 'Non-refundable' }, plans: created.map((plan, i) => ({ hut: ids[i], id: plan.id })) },
    });
    // The new plan prices a new stay: 1,000.00 − 12 % = 880.00; the stay sold before keeps its price and free cancellation.
    expect(await quote(ids[2], created[2].id)).toMatchObject({ total: '880.00', rate_plan: { refundable: false } });
    expect((await asGuest('GET', `/api/products/bookings/${before.id}/`)).json()).toMatchObject({
      total_price: '1000.00',
      rate_plan: { plan: null },
      cancellation: { non_refundable: false },
    });
    // The same name again is refused on every hut that has it, the hut left as it is, named.
    const again = (await preview({ huts: ids, new_plan: { ...NON_REFUNDABLE, name: ' non-REFUNDABLE ' } })).json();
    expect(again.huts.map((hut: { refusal: string }) => hut.refusal)).toEqual(['plan_exists', 'plan_exists', 'plan_exists']);
  });

  it('changes the plan of a kind across huts, naming the stays sold on it, which keep the terms they were sold with', async () => {
    const [first] = await plansOf(ids[0]);
    const sold = (
      await asGuest('POST', '/api/products/booking/', stay(ids[0], '2026-04-13', '2026-04-15', { rate_plan: first.id }))
    ).json();
    expect(sold).toMatchObject({ total_price: '880.00', cancellation: { non_refundable: true } });
    const bare = await newHut();
    const body = { huts: [...ids, bare], plan_change: { kind: 'non_refundable', percent_off: 15 } };
    const shown = (await preview(body)).json();
    expect(shown.huts.map((hut: { refusal: string | null }) => hut.refusal)).toEqual([null, null, null, 'no_plan']);
    expect(shown.huts[0].plans).toEqual([
      {
        id: first.id,
        name: 'Non-refundable',
        name_ar: NON_REFUNDABLE.name_ar,
        before: { percent_off: 12, addon_per_night: '0.00', refundable: false, free_cancel_hours: null, is_active: true },
        after: { percent_off: 15, addon_per_night: '0.00', refundable: false, free_cancel_hours: null, is_active: true },
        bookings: [{ code: sold.code, date_from: '2026-04-13', date_to: '2026-04-15', total: '880.00' }],
        bookings_count: 1,
      },
    ]);
    expect(shown.huts[3].plans).toEqual([]);
    const audits = (await auditRows(t, 'prices')).length;
    expect((await save(body)).json()).toMatchObject({ applied: true });
    expect(await auditRows(t, 'prices')).toHaveLength(audits + 1);
    // New stays: 1,000.00 − 15 % = 850.00; the stay sold at 12 % keeps 880.00 and its no-refund policy.
    expect(await quote(ids[0], first.id)).toMatchObject({ total: '850.00' });
    const kept = (await asGuest('GET', `/api/products/bookings/${sold.id}/`)).json();
    expect(kept).toMatchObject({ total_price: '880.00', cancellation: { non_refundable: true }, rate_plan: { plan: { percent_off: 12 } } });

    // Switched off by its Arabic name: no longer offered, at the desk or online; the stay sold on it is unchanged.
    expect((await save({ huts: ids, plan_change: { name: NON_REFUNDABLE.name_ar, is_active: false } })).statusCode).toBe(200);
    expect((await plansOf(ids[1]))[0]).toMatchObject({ is_active: false, percent_off: 15 });
    const refused = await staff(
      'POST',
      '/api/dashboard/bookings/quote/',
      stay(ids[0], '2026-04-20', '2026-04-22', { rate_plan: first.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await asGuest('GET', `/api/products/bookings/${sold.id}/`)).json()).toMatchObject({ total_price: '880.00' });
  });

  it('refuses a plan change naming both a name and a kind, or changing nothing, in Arabic too', async () => {
    const both = await preview({ huts: ids, plan_change: { name: 'Non-refundable', kind: 'addon', percent_off: 5 } }, 'ar');
    expect(both.statusCode).toBe(400);
    expect(both.json().plan_change).toEqual(['حدّد السعر المراد تغييره باسمه أو بنوعه، لا بكليهما.']);
    const nothing = await preview({ huts: ids, plan_change: { kind: 'addon' } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().plan_change).toHaveLength(1);
  });

  it('sets a price over dates and adds a plan in one change and one audit entry', async () => {
    const pair = [await newHut(), await newHut()];
    const audits = (await auditRows(t, 'prices')).length;
    const saved = await save({
      huts: pair,
      date_from: '2026-05-01',
      date_to: '2026-05-07',
      price: { price: '600.00', weekend_price: null },
      new_plan: BREAKFAST,
    });
    expect(saved.json()).toMatchObject({ nights: 7, applied: true, huts: [{ refusal: null }, { refusal: null }] });
    expect(await auditRows(t, 'prices')).toHaveLength(audits + 1);
    // Mon 4 – Wed 6 May at 600.00 + breakfast 95.00 a night = 1,390.00.
    const [plan] = await plansOf(pair[1]);
    const priced = (
      await staff('POST', '/api/dashboard/bookings/quote/', stay(pair[1], '2026-05-04', '2026-05-06', { rate_plan: plan.id }))
    ).json();
    expect(priced).toMatchObject({ total: '1390.00' });
  });
});
