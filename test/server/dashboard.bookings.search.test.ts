import { eq } from 'drizzle-orm';
import { bookingTickets, bookings, paymentTransactions, promoCodes } from '../../src/server/db/schema';
import { bookingsCsv } from '../../src/server/modules/bookings/csv';
import { createStaffBookingRepository } from '../../src/server/modules/bookings/staffRepository';
import { makeEventDate, makeHut, makeServiceDate } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// The bookings search matches guests once and bookings by code apart, and the export streams from a cursor with the
// refunds joined once (issue 27 §2): what they find and write stays the same.
let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
const ids: Record<string, number> = {};

const found = async (q: string) => {
  const page = (await staff('GET', `/api/dashboard/bookings/?q=${encodeURIComponent(q)}`)).json();
  expect(page.count).toBe(page.results.length);
  return page.results.map((row: { code: string }) => row.code);
};

beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Omar Gate' }));
  const hut = await makeHut(t.db);
  const huda = await makeUser(t.db, { fullName: 'هدى العتيبي', phone: '+966501234567', email: 'huda.otaibi@example.test' });
  const sara = await makeUser(t.db, { fullName: 'Sara "Reef" Alharbi, Jr', phone: '+966559876543', email: 'sara@example.test' });
  const made = await t.db
    .insert(bookings)
    .values(
      [
        { code: 'KEN-AB12CD', userId: huda.id, stay: '[2025-03-01,2025-03-03)', createdAt: new Date('2025-02-01T10:00:00Z') },
        { code: 'KEN-AB34EF', userId: sara.id, stay: '[2025-04-01,2025-04-02)', createdAt: new Date('2025-02-02T10:00:00Z') },
        { code: 'KEN-ZZ9999', userId: huda.id, stay: '[2025-05-01,2025-05-04)', createdAt: new Date('2025-02-03T10:00:00Z') },
      ].map((row) => ({ ...row, hutId: hut.id, personsMaxNum: 2, status: 'completed' as const })),
    )
    .returning();
  for (const row of made) ids[row.code] = row.id;
  const [charge] = await t.db
    .insert(paymentTransactions)
    .values({ provider: 'sandbox', checkoutId: 'search-1', bookingId: ids['KEN-AB34EF'], amount: '500.00', status: 'success' })
    .returning();
  await t.db.insert(paymentTransactions).values([
    {
      provider: 'sandbox',
      checkoutId: 'search-2',
      bookingId: ids['KEN-AB34EF'],
      amount: '120.50',
      status: 'success',
      kind: 'refund',
      refundOf: charge.id,
    },
    {
      provider: 'sandbox',
      checkoutId: 'search-3',
      bookingId: ids['KEN-AB34EF'],
      amount: '30.00',
      status: 'success',
      kind: 'refund',
      refundOf: charge.id,
    },
    {
      provider: 'sandbox',
      checkoutId: 'search-4',
      bookingId: ids['KEN-AB34EF'],
      amount: '99.00',
      status: 'failed',
      kind: 'refund',
      refundOf: charge.id,
    },
  ]);
}, 120_000);
afterAll(() => t?.close());

it('finds bookings by a code whole or in part, in any case', async () => {
  expect(await found('KEN-AB12CD')).toEqual(['KEN-AB12CD']);
  expect(await found('ken-ab12cd')).toEqual(['KEN-AB12CD']);
  expect(await found('  KEN-ZZ9999 ')).toEqual(['KEN-ZZ9999']);
  expect(await found('KEN-AB')).toEqual(['KEN-AB34EF', 'KEN-AB12CD']);
  expect(await found('KEN-AB9999')).toEqual([]);
});

it('finds every booking of a guest by part of the name (Arabic or Latin), e-mail or phone, newest first', async () => {
  expect(await found('هدى')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('العتيبي')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('alharbi')).toEqual(['KEN-AB34EF']);
  expect(await found('SARA "REEF"')).toEqual(['KEN-AB34EF']);
  expect(await found('Huda.OTAIBI@Example')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('otaibi@')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('50 123-4567')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('9876')).toEqual(['KEN-AB34EF']);
  expect(await found('example.test')).toEqual(['KEN-ZZ9999', 'KEN-AB34EF', 'KEN-AB12CD']);
  // Wildcards are taken literally.
  expect(await found('%')).toEqual([]);
  expect(await found('nobody')).toEqual([]);
});

it('combines the search with the other filters and counts what it finds', async () => {
  const page = (await staff('GET', `/api/dashboard/bookings/?q=${encodeURIComponent('هدى')}&stay_from=2025-04-15`)).json();
  expect(page).toMatchObject({ count: 1, results: [{ id: ids['KEN-ZZ9999'] }] });
});

it('exports the same bytes as the whole list written at once, whatever the batch, in both languages', async () => {
  const repository = createStaffBookingRepository(t.db);
  const timeZone = t.config.timeZone;
  for (const lang of ['en', 'ar'] as const) {
    for (const query of [{}, { q: 'هدى' }, { sort: 'code' as const }, { q: 'nobody' }]) {
      const whole = bookingsCsv((await repository.page(query, timeZone, null)).results, lang, timeZone);
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const answer = await staff('GET', `/api/dashboard/bookings/export.csv?${search}`, undefined, lang);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.body).toBe(whole);
      const batches: string[][] = [];
      await repository.export(query, timeZone, lang, async (lines) => void batches.push(lines.map((line) => line.split(',')[0])), 2);
      expect(batches.flat()).toEqual((await repository.page(query, timeZone, null)).results.map((row) => row.code));
    }
  }
  const english = (await staff('GET', '/api/dashboard/bookings/export.csv?q=alharbi')).body;
  expect(english).toContain('"Sara ""Reef"" Alharbi, Jr"');
  // Refunded: the two that succeeded, not the failed one.
  expect(english.split('\r\n')[1]).toContain(',150.50,');
});

it('filters by the resort day a booking was made on (Riyadh, UTC+3), up to midnight', async () => {
  // 2025-02-02 21:30 UTC is 00:30 on the 3rd in Riyadh.
  await t.db
    .update(bookings)
    .set({ createdAt: new Date('2025-02-02T21:30:00Z') })
    .where(eq(bookings.id, ids['KEN-AB34EF']));
  const codes = async (search: string) =>
    (await staff('GET', `/api/dashboard/bookings/?${search}`)).json().results.map((row: { code: string }) => row.code);
  expect(await codes('created_to=2025-02-02')).toEqual(['KEN-AB12CD']);
  expect(await codes('created_from=2025-02-03')).toEqual(['KEN-ZZ9999', 'KEN-AB34EF']);
  expect(await codes('created_from=2025-02-03&created_to=2025-02-03')).toEqual(['KEN-ZZ9999', 'KEN-AB34EF']);
  expect(await codes('created_from=2025-02-01&created_to=2025-02-01')).toEqual(['KEN-AB12CD']);
  expect(await codes('created_from=2025-02-04')).toEqual([]);
});

it('writes, from the database, the lines csvLine writes: fields defused and quoted, day visits, promo codes, extras owed, no-shows, resort times', async () => {
  const awkward = [
    { fullName: '=SUM(A1)', phone: '+1+SUM(A1)', email: '"q,uote"@example.test' },
    { fullName: "Sean O'Brien", phone: '', email: '@lead@example.test' },
    { fullName: 'Line\nbreak\r\nand\ttab', phone: '+966501112233', email: '-minus@example.test' },
    { fullName: '\tTabbed', phone: '0501112233', email: '+plus@example.test' },
  ];
  const guests = [];
  for (const fields of awkward) guests.push(await makeUser(t.db, fields));
  const noTitle = await makeHut(t.db, '2026-03-01', 1, { title: '', titleAr: 'كوخ بلا اسم' });
  const quoted = await makeHut(t.db, '2026-03-01', 1, { title: '+Hut, "best"', titleAr: '' });
  const [promo] = await t.db.insert(promoCodes).values({ code: '=PROMO,1', percentage: 10 }).returning();
  const event = await makeEventDate(t.db, '2026-06-01', 10);
  const service = await makeServiceDate(t.db, '2026-06-01', 10);
  const made = await t.db
    .insert(bookings)
    .values(
      [
        {
          code: 'KEN-CSV001',
          userId: guests[0].id,
          hutId: noTitle.id,
          stay: '[2026-06-01,2026-06-03)',
          status: 'paid',
          total: '900.00',
          paid: '900.00',
          promoCodeId: promo.id,
          discount: '100.00',
          vat: '117.39',
          noShowAt: new Date('2026-06-02T08:00:00Z'),
          createdAt: new Date('2024-03-10T06:59:59.999Z'),
        },
        {
          code: 'KEN-CSV002',
          userId: guests[1].id,
          hutId: quoted.id,
          stay: '[2026-06-05,2026-06-06)',
          status: 'pending',
          total: '500.00',
          paid: '120.00',
          createdAt: new Date('2024-11-03T05:30:00Z'),
        },
        {
          code: 'KEN-CSV003',
          userId: guests[2].id,
          kind: 'day_visit' as const,
          stay: '[2026-06-01,2026-06-02)',
          status: 'paid',
          total: '180.00',
          paid: '180.00',
          createdAt: new Date('2026-01-01T20:59:00Z'),
        },
        {
          code: 'KEN-CSV004',
          userId: guests[3].id,
          kind: 'day_visit' as const,
          stay: '[2026-06-01,2026-06-02)',
          status: 'cancelled',
          createdAt: new Date('2026-01-01T21:00:00Z'),
        },
        {
          code: 'KEN-CSV005',
          userId: guests[3].id,
          hutId: quoted.id,
          stay: '[2026-07-01,2026-07-02)',
          status: 'expired',
          total: '300.00',
          paid: '0.00',
          createdAt: new Date('2024-03-31T01:30:00Z'),
        },
      ].map((row) => ({ personsMaxNum: 2, kidsMaxNum: 1, ...row }) as typeof bookings.$inferInsert),
    )
    .returning();
  const id = (code: string) => made.find((row) => row.code === code)!.id;
  await t.db.insert(bookingTickets).values([
    { bookingId: id('KEN-CSV003'), kind: 'event', eventDateId: event.dateId, quantity: 1, unitPrice: '100.00', total: '100.00' },
    { bookingId: id('KEN-CSV003'), kind: 'service', serviceDateId: service.dateId, quantity: 1, unitPrice: '80.00', total: '80.00' },
    // Extras not yet paid on a paid booking: what it owes (one of them, against every rule, below zero).
    {
      bookingId: id('KEN-CSV001'),
      kind: 'service',
      serviceDateId: service.dateId,
      quantity: 1,
      unitPrice: '40.00',
      total: '40.00',
      isExtra: true,
    },
    {
      bookingId: id('KEN-CSV003'),
      kind: 'service',
      serviceDateId: service.dateId,
      quantity: 1,
      unitPrice: '0.00',
      total: '-5.50',
      isExtra: true,
    },
  ]);
  const repository = createStaffBookingRepository(t.db);
  const query = { q: 'KEN-CSV', sort: 'code' as const };
  // Riyadh (the resort's), and zones whose clocks change (New York, London) or sit half an hour off (Kolkata).
  for (const timeZone of [t.config.timeZone, 'America/New_York', 'Europe/London', 'Asia/Kolkata']) {
    const list = (await repository.page(query, timeZone, null)).results;
    expect(list.map((row) => row.code)).toEqual(['KEN-CSV001', 'KEN-CSV002', 'KEN-CSV003', 'KEN-CSV004', 'KEN-CSV005']);
    for (const lang of ['en', 'ar'] as const) {
      const lines: string[] = [];
      await repository.export(query, timeZone, lang, async (batch) => void lines.push(...batch), 3);
      expect(lines.join('')).toBe(bookingsCsv(list, lang, timeZone).replace(/^[^\n]*\n/, ''));
    }
  }
  const english = (await staff('GET', `/api/dashboard/bookings/export.csv?${new URLSearchParams(query).toString()}`)).body.split('\r\n');
  expect(english[1]).toBe(
    `KEN-CSV001,Paid,"'=SUM(A1)","""q,uote""@example.test","'+1+SUM(A1)",كوخ بلا اسم,2026-06-01,2026-06-03,2,2,1,"'=PROMO,1",100.00,117.39,900.00,900.00,0.00,40.00,SAR,yes,2024-03-10 09:59`,
  );
  expect(english[2]).toBe(
    `KEN-CSV002,Pending,"Sean O'Brien","'@lead@example.test",,"'+Hut, ""best""",2026-06-05,2026-06-06,1,2,1,,0.00,0.00,500.00,120.00,0.00,380.00,SAR,no,2024-11-03 08:30`,
  );
  expect(english[3]).toBe('KEN-CSV003,Paid,"Line\nbreak');
  expect(english[4]).toMatch(
    /^and\ttab","'-minus@example.test",\+966501112233,Night dive \+ Reef snorkel,2026-06-01,2026-06-02,0,2,1,,0\.00,0\.00,180\.00,180\.00,0\.00,"'-5\.50",SAR,no,2026-01-01 23:59$/,
  );
  expect(english[5]).toMatch(/^KEN-CSV004,Cancelled,"'\tTabbed","'\+plus@example.test",0501112233,null,/);
});

it('pages a search (12 a page) with the count of every match, in the list order, and answers 404 past the last page', async () => {
  const guest = await makeUser(t.db, { fullName: 'Paginated Guest' });
  const hut = await makeHut(t.db, '2026-03-01', 1);
  const made = await t.db
    .insert(bookings)
    .values(
      Array.from({ length: 14 }, (_, i) => ({
        code: `KEN-PG${String(i).padStart(4, '0')}`,
        userId: guest.id,
        hutId: hut.id,
        personsMaxNum: 2,
        status: 'completed' as const,
        stay: `[2026-08-${String(i + 1).padStart(2, '0')},2026-08-${String(i + 2).padStart(2, '0')})`,
        // Two bookings to each creation time: the id orders them.
        createdAt: new Date(Date.UTC(2024, 5, 1 + Math.floor(i / 2))),
        total: String(100 + ((i * 7) % 5)),
      })),
    )
    .returning();
  const list = async (search: string) => (await staff('GET', `/api/dashboard/bookings/?q=paginated&${search}`)).json();
  const byCreated = [...made].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);
  const byTotal = [...made].sort((a, b) => Number(a.total) - Number(b.total) || b.id - a.id).map((row) => row.id);
  for (const [sort, expected] of [
    ['-created_at', byCreated],
    ['total', byTotal],
  ] as const) {
    const [first, second] = [await list(`sort=${sort}`), await list(`sort=${sort}&page=2`)];
    expect([first.count, second.count, first.results.length]).toEqual([14, 14, 12]);
    expect([...first.results, ...second.results].map((row: { id: number }) => row.id)).toEqual(expected);
  }
  expect((await staff('GET', '/api/dashboard/bookings/?q=paginated&page=3')).statusCode).toBe(404);
  expect(await list('status=paid')).toMatchObject({ count: 0, results: [] });
});
