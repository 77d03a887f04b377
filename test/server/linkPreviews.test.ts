// Link previews and structured data of the public pages (issue 29): every public page names its own title and
// description, Open Graph and Twitter card tags with a 1200×630 picture cut from the page's own, in the page's
// language, and its schema.org JSON-LD; read here as a chat app and a search engine read them, from the HTML.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { RESORT_FACTS_SECONDS } from '../../src/server/modules/site/pageHead';
import { createPreviews } from '../../src/server/modules/site/previews';
import type { EventDetails, HutDetails, ServiceDetails } from '../../src/shared/schemas/catalogue';
import { createTestApp, type TestApp } from '../helpers/server/testApp';
import type { TestClock } from '../helpers/server/testClock';

const ORIGIN = 'https://ken.example';
let t: TestApp;
let hut: HutDetails;
let event: EventDetails;
let service: ServiceDetails;

const api = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { webDir: path.resolve('public'), publicUrl: ORIGIN } });
  const huts = await api<{ results: { id: number }[] }>('/api/products/huts-list/?page=1');
  hut = await api<HutDetails>(`/api/products/huts/${huts.results[0].id}/`);
  const events = await api<{ results: { id: number }[] }>('/api/products/events/?page=1');
  event = await api<EventDetails>(`/api/products/events-details/web/${events.results[0].id}/`);
  const services = await api<{ id: number }[]>('/api/products/random-services/');
  service = await api<ServiceDetails>(`/api/products/services/${services[0].id}/`);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Preview {
  lang: string | null;
  title: string;
  description: string;
  meta: (key: string) => string | undefined;
  metas: (key: string) => string[];
  jsonLd: Record<string, unknown>[];
}

/** The head as a crawler's HTML parser reads it (entities decoded, scripts' text as it is). */
async function readPage(url: string): Promise<Preview> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  const { document } = new JSDOM(res.body).window;
  const metas = (key: string) =>
    [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((tag) => tag.getAttribute('content') ?? '');
  return {
    lang: document.documentElement.getAttribute('lang'),
    title: document.title,
    description: metas('description')[0] ?? '',
    meta: (key) => metas(key)[0],
    metas,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

const englishPrice = (amount: string) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'SAR',
    maximumFractionDigits: Number.isInteger(Number(amount)) ? 0 : 2,
  }).format(Number(amount));
const arabicDigits = (value: number) => new Intl.NumberFormat('ar-SA-u-nu-arab').format(value);

const PUBLIC_PAGES = () => [
  '/',
  '/huts',
  `/huts/${hut.id}/details`,
  '/event',
  `/event/${event.id}/details`,
  '/services',
  `/services/${service.id}`,
  '/about',
  '/terms-and-conditions',
  '/privacy',
  '/contact',
];

describe('every public page, in either language', () => {
  it('has its own title and description, and Open Graph and Twitter card tags in its language', async () => {
    const descriptions = new Set<string>();
    for (const [prefix, lang, locale, other] of [
      ['', 'en', 'en_US', 'ar_SA'],
      ['/ar', 'ar', 'ar_SA', 'en_US'],
    ] as const) {
      const titles = new Set<string>();
      for (const address of PUBLIC_PAGES()) {
        const url = prefix + (address === '/' && prefix ? '' : address);
        const page = await readPage(url);
        expect(page.lang).toBe(lang);
        titles.add(page.title);
        descriptions.add(page.description);
        expect(page.meta('og:title')).toBe(page.title);
        expect(page.meta('og:description')).toBe(page.description);
        expect(page.meta('og:url')).toBe(ORIGIN + (url === '' ? '/' : url));
        expect(page.meta('og:type')).toBe('website');
        expect(page.meta('og:locale')).toBe(locale);
        expect(page.metas('og:locale:alternate')).toEqual([other]);
        expect(page.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/previews/(site|hut|event|service)/\\d+/[0-9a-f]{16}\\.jpg$`));
        expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
        expect(page.meta('twitter:card')).toBe('summary_large_image');
        expect(page.meta('twitter:title')).toBe(page.title);
        expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
        // Arabic pages speak Arabic: no English sentence in their description.
        if (lang === 'ar') expect(page.description).toMatch(/[\u0600-\u06ff]/);
        else expect(page.description).not.toMatch(/[\u0600-\u06ff]/);
      }
      expect(titles.size).toBe(PUBLIC_PAGES().length);
    }
    expect(descriptions.size).toBe(2 * PUBLIC_PAGES().length);
  });

  it('leaves pages that are not public (booking, account, back office) without previews or structured data', async () => {
    for (const url of ['/my-booking', '/account/login', '/dashboard/bookings', '/ar/profile']) {
      const page = await readPage(url);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.meta('og:title')).toBeUndefined();
      expect(page.jsonLd).toEqual([]);
    }
  });
});

describe('a hut page', () => {
  it('says the hut’s name, size, guests and "from" price in English', async () => {
    const page = await readPage(`/huts/${hut.id}/details`);
    expect(page.title).toBe(`${hut.title} · Ken Resort`);
    const size = { small: 'Cosy', meduim: 'Family', large: 'Grand' }[hut.size];
    expect(hut.lowest_price).not.toBeNull();
    expect(page.description).toContain(
      `${size} hut for up to ${hut.max_persons_num} guests, from ${englishPrice(hut.lowest_price!)} a night.`,
    );
    expect(page.description.length).toBeLessThanOrEqual(200);
  });

  it('and in Arabic, with Arabic-Indic digits and the riyal as Arabic writes it', async () => {
    const page = await readPage(`/ar/huts/${hut.id}/details`);
    expect(page.title).toBe(`${hut.title_ar}، منتجع كِن`);
    expect(page.description).toContain(`لما يصل إلى ${arabicDigits(hut.max_persons_num)} من الضيوف`);
    expect(page.description).toContain(
      new Intl.NumberFormat('ar-SA-u-nu-arab', {
        style: 'currency',
        currency: 'SAR',
        maximumFractionDigits: Number.isInteger(Number(hut.lowest_price)) ? 0 : 2,
      }).format(Number(hut.lowest_price)),
    );
    expect(page.description).not.toMatch(/[0-9]/);
  });
});

it('an event page gives its next date (in the resort’s calendar) and place; a service page its supplier', async () => {
  const next = event.available_dates ?? event.dates[0];
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(`${next.date}T12:00:00Z`));
  expect((await readPage(`/event/${event.id}/details`)).description).toContain(`On ${date} at ${event.location}.`);
  const servicePage = await readPage(`/ar/services/${service.id}`);
  expect(servicePage.description).toContain(`يقدّمها ${service.supplier.company_name_ar || service.supplier.full_name_ar}،`);
});

describe('the preview picture', () => {
  it('answers 200 as a 1200×630 JPEG cut from the page’s own picture, cacheable for good', async () => {
    const hutPage = await readPage(`/huts/${hut.id}/details`);
    const home = await readPage('/');
    const hutImage = hutPage.meta('og:image')!;
    expect(hutImage).toContain(`/previews/hut/${hut.id}/`);
    expect(home.meta('og:image')).toContain('/previews/site/0/');
    const answers = await Promise.all(
      [hutImage, home.meta('og:image')!].map((url) => t.app.inject({ method: 'GET', url: url.slice(ORIGIN.length) })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
    // The hut's picture, not the site's: its colours are those of the hut's first gallery picture cut the same way.
    const [hutStats, siteStats, sourceStats] = await Promise.all([
      sharp(answers[0].rawPayload).stats(),
      sharp(answers[1].rawPayload).stats(),
      sharp(path.resolve('public', hut.images[0].image.slice(1)))
        .resize(1200, 630, { fit: 'cover', position: sharp.strategy.attention })
        .stats(),
    ]);
    const distance = (a: sharp.Stats, b: sharp.Stats) =>
      a.channels.slice(0, 3).reduce((sum, channel, i) => sum + Math.abs(channel.mean - b.channels[i].mean), 0);
    expect(distance(hutStats, sourceStats)).toBeLessThan(6);
    expect(distance(hutStats, siteStats)).toBeGreaterThan(distance(hutStats, sourceStats));

    if (process.env.KEN_PREVIEW_DIR) {
      mkdirSync(process.env.KEN_PREVIEW_DIR, { recursive: true });
      writeFileSync(path.join(process.env.KEN_PREVIEW_DIR, 'hut.jpg'), answers[0].rawPayload);
      writeFileSync(path.join(process.env.KEN_PREVIEW_DIR, 'site.jpg'), answers[1].rawPayload);
    }
  });

  it('refuses an address no page names: another version, an item that is not there, a site picture with an id', async () => {
    const image = (await readPage(`/huts/${hut.id}/details`)).meta('og:image')!.slice(ORIGIN.length);
    const other = image.replace(/[0-9a-f]{16}\.jpg$/, '0123456789abcdef.jpg');
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: image.replace(`/hut/${hut.id}/`, '/hut/999999/') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/previews/site/3/0123456789abcdef.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/previews/hut/1/../../x.jpg' })).statusCode).not.toBe(200);
  });

  it('shows as a chat app draws a link: the title, the description and the picture', async () => {
    for (const url of [`/huts/${hut.id}/details`, `/ar/event/${event.id}/details`]) {
      const page = await readPage(url);
      // What a messenger takes: og:title, else <title>; og:description, else the description; og:image fetched.
      const card = {
        title: page.meta('og:title') ?? page.title,
        description: page.meta('og:description') ?? page.description,
        image: page.meta('og:image'),
      };
      expect(card.title).toContain(url.startsWith('/ar') ? event.title_ar : hut.title);
      expect(card.description.length).toBeGreaterThan(40);
      const picture = await t.app.inject({ method: 'GET', url: card.image!.slice(ORIGIN.length) });
      const { width, height } = await sharp(picture.rawPayload).metadata();
      // Drawn at a chat's 600 px width: the 1.91:1 picture fills it without bars.
      expect(Math.round((600 * height!) / width!)).toBe(315);
    }
  });
});

describe('the structured data', () => {
  const ofType = (page: Preview, type: string) =>
    page.jsonLd.filter((item) => [item['@type']].flat().includes(type)) as Record<string, unknown>[];

  it('of the home page: the resort, in both names, with its contact, times, amenities, rating and price range; the FAQ', async () => {
    const contact = await api<{ phone: string; email: string; address_ar: string }>('/api/settings/contact/');
    const rating = await api<{ avg_rate: number; count: number }>('/api/content/ken/avg-rate/');
    const page = await readPage('/ar');
    const [resort] = ofType(page, 'Resort');
    expect(resort).toMatchObject({
      '@context': 'https://schema.org',
      name: 'منتجع كِن',
      alternateName: 'Ken Resort',
      telephone: contact.phone,
      email: contact.email,
      address: { '@type': 'PostalAddress', streetAddress: contact.address_ar, addressCountry: 'SA' },
      geo: { '@type': 'GeoCoordinates' },
      checkinTime: expect.stringMatching(/^\d\d:\d\d$/),
      checkoutTime: expect.stringMatching(/^\d\d:\d\d$/),
      priceRange: expect.stringMatching(/[\u0660-\u0669]/),
    });
    expect((resort.amenityFeature as { name: string }[]).length).toBeGreaterThan(0);
    if (rating.count > 0) expect(resort.aggregateRating).toMatchObject({ ratingCount: rating.count, bestRating: 5 });
    const faq = await api<{ question_ar: string; answer_ar: string }[]>('/api/content/faq/');
    const [faqPage] = ofType(page, 'FAQPage');
    expect(faqPage.mainEntity).toEqual(
      faq.map((item) => ({ '@type': 'Question', name: item.question_ar, acceptedAnswer: { '@type': 'Answer', text: item.answer_ar } })),
    );
  });

  it('of a hut page: a room with occupancy, bedrooms, bathrooms, pictures and its "from" price in SAR; breadcrumbs', async () => {
    const page = await readPage(`/huts/${hut.id}/details`);
    const [room] = ofType(page, 'HotelRoom');
    expect(room['@type']).toEqual(['HotelRoom', 'Product']);
    expect(room).toMatchObject({
      name: hut.title,
      occupancy: { '@type': 'QuantitativeValue', maxValue: hut.max_persons_num },
      numberOfBedrooms: hut.bedrooms_num,
      numberOfBathroomsTotal: hut.bathrooms_num,
      offers: { '@type': 'Offer', price: Number(hut.lowest_price), priceCurrency: 'SAR', availability: 'https://schema.org/InStock' },
      containedInPlace: { '@id': `${ORIGIN}/#resort` },
    });
    expect(room.image).toEqual(hut.images.map((image) => ORIGIN + image.image));
    const [crumbs] = ofType(page, 'BreadcrumbList');
    expect((crumbs.itemListElement as { name: string; item: string }[]).map((step) => [step.name, step.item])).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Our huts', `${ORIGIN}/huts`],
      [hut.title, `${ORIGIN}/huts/${hut.id}/details`],
    ]);
  });

  it('says what the huts keep now: the resort’s facts are read again after a minute', async () => {
    const checkIn = async () => ofType(await readPage('/'), 'Resort')[0].checkinTime;
    const before = await checkIn();
    await t.db.execute(sql`UPDATE huts SET check_in = '13:30'`);
    expect(await checkIn()).toBe(before);
    (t.clock as TestClock).advance(RESORT_FACTS_SECONDS * 1000);
    expect(await checkIn()).toBe('13:30');
  });

  it('of an event page: one Event per upcoming date, with its place, offer and seats', async () => {
    const page = await readPage(`/ar/event/${event.id}/details`);
    const events = ofType(page, 'Event');
    expect(events.map((item) => item.startDate)).toEqual(event.dates.slice(0, 12).map((date) => date.date));
    for (const [index, item] of events.entries()) {
      const date = event.dates[index];
      expect(item).toMatchObject({
        name: event.title_ar,
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
        offers: {
          price: Number(date.price),
          priceCurrency: 'SAR',
          availability: date.seats_left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
        remainingAttendeeCapacity: date.seats_left,
      });
    }
  });
});

it('a changed picture gets a new preview address, and its earlier preview is removed from the data folder', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ken-previews-'));
  try {
    const uploadsDir = path.join(root, 'uploads');
    const dir = path.join(root, 'previews');
    mkdirSync(path.join(uploadsDir, 'catalogue'), { recursive: true });
    const previews = createPreviews({ dir, webDir: path.join(root, 'web'), uploadsDir, publicUrl: ORIGIN });
    const file = path.join(uploadsDir, 'catalogue', 'p.webp');
    const paint = (colour: string) =>
      sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } })
        .webp()
        .toFile(file);
    await paint('#ff0000');
    const subject = { kind: 'hut', id: 5 } as const;
    const first = await previews.url(subject, '/uploads/catalogue/p.webp');
    expect(first).toMatch(new RegExp(`^${ORIGIN}/previews/hut/5/[0-9a-f]{16}\\.jpg$`));
    expect(await previews.url(subject, '/uploads/catalogue/p.webp')).toBe(first);
    const made = await previews.file(subject, (await previews.source('/uploads/catalogue/p.webp'))!);
    const meta = await sharp(made).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect((await sharp(made).stats()).channels[0].mean).toBeGreaterThan(240);

    await paint('#0000ff');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = await previews.url(subject, '/uploads/catalogue/p.webp');
    expect(second).not.toBe(first);
    const remade = await previews.file(subject, (await previews.source('/uploads/catalogue/p.webp'))!);
    expect((await sharp(remade).stats()).channels[2].mean).toBeGreaterThan(240);
    expect(readdirSync(dir)).toEqual([path.basename(remade)]);
    // No picture of its own, no file for it (outside the folders, or not there): none at all without the site's art.
    expect(await previews.url(subject, '/uploads/../../etc/passwd')).toBeUndefined();
    expect(await previews.url(subject, 'https://elsewhere.example/x.jpg')).toBeUndefined();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
