// A public page's head in its language: its own title and description (a hut's name, size, guests and "from"
// price; an event's next date and place; a service's supplier and price), the link-preview tags (Open Graph and
// Twitter's card, with a 1200×630 picture made from the page's own, previews.ts) and its structured data
// (structuredData.ts). Texts come from the web app's locale files (the `seo` section), prices and dates from Intl.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRAND_NAME } from '../../../shared/brand';
import type { Language } from '../../../shared/constants';
import { localizedPath, splitLanguagePath } from '../../../shared/pagePaths';
import type { Clock } from '../../lib/clock';
import type { PageHead } from '../../lib/indexPage';
import { escapeHtml } from '../../lib/mailLayout';
import { apiReader, pictureOf, readPageFacts, type ListPage, type PageFacts } from './pageFacts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, SITE_PICTURE, type Previews, type PreviewSubject } from './previews';
import { formatsFor, joinFacts, summary, textOf, type Texts } from './pageTexts';
import type { ResortFacts, SiteRepository } from './repository';
import {
  absolute,
  breadcrumbData,
  eventData,
  faqData,
  hutData,
  jsonLdScript,
  localized,
  resortData,
  serviceData,
  type StructuredContext,
} from './structuredData';

const OG_LOCALES: Record<Language, string> = { ar: 'ar_SA', en: 'en_US' };

const SIZE_KEYS = { small: 'huts.sizeSmall', meduim: 'huts.sizeMedium', large: 'huts.sizeLarge' } as const;
const LIST_TITLES: Record<ListPage, string> = {
  huts: 'huts.title',
  events: 'events.title',
  services: 'services.title',
  about: 'about.title',
  terms: 'terms.title',
  privacy: 'privacy.title',
  contact: 'support.title',
};
/** Where each detail page's list is, for the breadcrumbs. */
const LIST_OF = { hut: ['huts', '/huts'], event: ['events', '/event'], service: ['services', '/services'] } as const;

interface Described {
  name: string;
  description: string;
  structured: object[];
  subject: PreviewSubject;
}

export interface HeadInput {
  facts: PageFacts;
  language: Language;
  texts: Texts;
  publicUrl: string;
  /** The page's path (either language, no query). */
  pathname: string;
  timeZone: string;
  /** The preview picture's absolute address for a subject and its picture (previews.ts), undefined without one. */
  previewUrl: (subject: PreviewSubject, picture: string | undefined) => Promise<string | undefined>;
}

function describe({ facts, language, texts, publicUrl, pathname, timeZone }: HeadInput): Described {
  const { path } = splitLanguagePath(pathname);
  const address = (of: string) => publicUrl + localizedPath(of, language);
  const context: StructuredContext = { language, publicUrl, url: address(path.length > 1 ? path.replace(/\/+$/, '') : path) };
  const format = formatsFor(language, timeZone);
  const crumbs = (list: ListPage, listPath: string, name?: string) =>
    breadcrumbData(
      [
        { name: textOf(texts, 'nav.home') || BRAND_NAME[language], url: address('/') },
        { name: textOf(texts, LIST_TITLES[list]), url: address(listPath) },
        { name: name ?? '', url: context.url },
      ].filter((step) => step.name),
    );
  switch (facts.kind) {
    case 'home': {
      const description = textOf(texts, 'common.siteDescription');
      const prices = facts.huts.flatMap((hut) => (hut.lowest_price ? [Number(hut.lowest_price)] : [])).sort((a, b) => a - b);
      const priceRange =
        prices.length > 0
          ? [...new Set([prices[0], prices[prices.length - 1]])].map((price) => format.price(String(price))).join(' – ')
          : undefined;
      const faq = faqData(context, facts.faq);
      return {
        name: textOf(texts, 'home.title'),
        description,
        structured: [
          resortData(context, { ...facts, description, priceRange, image: absolute(publicUrl, SITE_PICTURE) }),
          ...(faq ? [faq] : []),
        ],
        subject: { kind: 'site', id: 0 },
      };
    }
    case 'hut': {
      const { hut } = facts;
      const name = localized(hut, 'title', language);
      const values = { size: textOf(texts, SIZE_KEYS[hut.size]), guests: format.count(hut.max_persons_num) };
      const lead = hut.lowest_price
        ? textOf(texts, 'seo.hutFacts', { ...values, price: format.price(hut.lowest_price) })
        : textOf(texts, 'seo.hutFactsNoPrice', values);
      const description = summary(lead, localized(hut, 'description', language));
      return {
        name,
        description,
        structured: [hutData(context, hut, description), crumbs(...LIST_OF.hut, name)],
        subject: { kind: 'hut', id: hut.id },
      };
    }
    case 'event': {
      const { event } = facts;
      const name = localized(event, 'title', language);
      const next = event.available_dates ?? event.dates[0];
      const location = localized(event, 'location', language) || BRAND_NAME[language];
      const lead = next
        ? textOf(texts, 'seo.eventFacts', { date: format.date(next.date), location })
        : textOf(texts, 'seo.eventNoDate', { location });
      const description = summary(lead, localized(event, 'description', language));
      return {
        name,
        description,
        structured: [...eventData(context, event, facts.contact, description), crumbs(...LIST_OF.event, name)],
        subject: { kind: 'event', id: event.id },
      };
    }
    case 'service': {
      const { service } = facts;
      const name = localized(service, 'title', language);
      const supplier = localized(service.supplier, 'company_name', language) || localized(service.supplier, 'full_name', language);
      const lead = textOf(texts, 'seo.serviceFacts', { supplier, price: format.price(service.price) });
      const description = summary(lead, localized(service, 'description', language));
      return {
        name,
        description,
        structured: [serviceData(context, service, description), crumbs(...LIST_OF.service, name)],
        subject: { kind: 'service', id: service.id },
      };
    }
    case 'page':
      return {
        name: textOf(texts, LIST_TITLES[facts.page]),
        description: textOf(texts, `seo.${facts.page}`) || textOf(texts, 'common.siteDescription'),
        structured: [crumbs(facts.page, path)],
        subject: { kind: 'site', id: 0 },
      };
  }
}

export async function pageHead(input: HeadInput): Promise<PageHead> {
  const { language, texts, publicUrl, pathname } = input;
  const described = describe(input);
  const brand = textOf(texts, 'header.brand') || BRAND_NAME[language];
  const title = joinFacts([described.name, brand], language);
  const { path } = splitLanguagePath(pathname);
  const url = publicUrl + localizedPath(path.length > 1 ? path.replace(/\/+$/, '') : path, language);
  const image = await input.previewUrl(described.subject, pictureOf(input.facts));
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const alt = described.name || brand;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', described.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[language === 'ar' ? 'en' : 'ar']),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
          meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
          meta('property', 'og:image:alt', alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', described.description),
    ...(image ? [meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', alt)] : []),
    ...described.structured.map(jsonLdScript),
  ];
  return { title, description: described.description, tags: tags.join('') };
}

export interface PageHeadsOptions {
  app: FastifyInstance;
  repository: () => SiteRepository;
  previews: Previews;
  publicUrl: string;
  timeZone: string;
  clock: Clock;
}

/** How long the home page's resort facts (drawn from every live hut) are kept before they are read again. */
export const RESORT_FACTS_SECONDS = 60;

/** The head of the public page a request is for, from the answers its drawing fetched; undefined for any other page. */
export function createPageHeads({ app, repository, previews, publicUrl, timeZone, clock }: PageHeadsOptions) {
  // The home page's query of every hut is not one of the API's counted reads: one a minute, whatever the traffic.
  let resort: { readAt: number; facts: Promise<ResortFacts> } | undefined;
  const resortFacts = () => {
    const now = clock.now().getTime();
    if (!resort || now - resort.readAt >= RESORT_FACTS_SECONDS * 1000) {
      const facts = repository().resortFacts();
      const entry = { readAt: now, facts };
      resort = entry;
      // A failed read is not kept: the next page asks again.
      facts.catch(() => {
        if (resort === entry) resort = undefined;
      });
    }
    return resort.facts;
  };
  return async (
    request: FastifyRequest,
    language: Language,
    answers: ReadonlyMap<string, string>,
    texts: Texts,
  ): Promise<PageHead | undefined> => {
    const pathname = request.url.split(/[?#]/)[0];
    const facts = await readPageFacts(pathname, apiReader(app, request, answers), resortFacts);
    if (!facts) return undefined;
    return pageHead({
      facts,
      language,
      texts,
      publicUrl,
      pathname,
      timeZone,
      previewUrl: (subject, picture) => previews.url(subject, picture),
    });
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
