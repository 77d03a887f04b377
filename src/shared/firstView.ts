// The home page's largest picture (its LCP element), preloaded with high priority by the server-rendered
// index.html so the browser fetches it before the script has run. One constant: when the art changes, change
// it here (href for a single file; srcset and sizes for responsive sources, as the <img> uses them).
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
  /** Only fetched where this media query matches (art direction: one of several crops). */
  media?: string;
}

/** The home hero's picture (made by scripts/art) at its widths; the <img> and the preload share these. */
export const HOME_HERO_ART = [
  { url: '/media/hero/seascape-960.webp', width: 960, height: 540 },
  { url: '/media/hero/seascape-1600.webp', width: 1600, height: 900 },
  { url: '/media/hero/seascape-2400.webp', width: 2400, height: 1350 },
] as const;
/** The picture covers a hero at least 640 px tall: on narrow screens it is drawn wider than the screen. */
export const HOME_HERO_SIZES = '(max-width: 1140px) 1140px, 100vw';

/** A portrait crop of the same picture for phones held upright (scripts/art PORTRAIT): the part they show. */
export const HOME_HERO_PORTRAIT_ART = [
  { url: '/media/hero/seascape-portrait-480.webp', width: 480, height: 800 },
  { url: '/media/hero/seascape-portrait-810.webp', width: 810, height: 1350 },
] as const;
export const HOME_HERO_PORTRAIT_MEDIA = '(max-width: 700px) and (orientation: portrait)';
/** The complement of the portrait query: every other screen takes the landscape picture. */
const HOME_HERO_LANDSCAPE_MEDIA = '(min-width: 701px), (orientation: landscape)';

/** A `srcset` of web sizes (`url width w, …`), as the pictures' `<img>` and their preloads write it. */
export const srcsetOf = (art: readonly { url: string; width: number }[]) => art.map((item) => `${item.url} ${item.width}w`).join(', ');
export const HOME_HERO_PORTRAIT_SRCSET = srcsetOf(HOME_HERO_PORTRAIT_ART);

/** The hero's preloads: each screen fetches the one crop its <picture> will show. */
export const HOME_LCP_IMAGES: readonly PreloadImage[] = [
  {
    href: HOME_HERO_PORTRAIT_ART[1].url,
    srcset: HOME_HERO_PORTRAIT_SRCSET,
    sizes: '100vw',
    type: 'image/webp',
    media: HOME_HERO_PORTRAIT_MEDIA,
  },
  {
    href: HOME_HERO_ART[1].url,
    srcset: srcsetOf(HOME_HERO_ART),
    sizes: HOME_HERO_SIZES,
    type: 'image/webp',
    media: HOME_HERO_LANDSCAPE_MEDIA,
  },
];

/** How wide a detail page's gallery draws its pictures (ui/Gallery.tsx); a hut page's preload uses the same. */
export const GALLERY_SIZES = '(min-width: 1200px) 800px, (min-width: 900px) 66vw, 100vw';

/** The hut of a hut page path (`/huts/:id/details`, also under a language prefix), else null. */
export function hutPageId(pathname: string): number | null {
  const match = /^\/(?:(?:en|ar)\/)?huts\/(\d{1,9})\/details\/?$/.exec(pathname.split(/[?#]/)[0]);
  return match ? Number(match[1]) : null;
}

/** Paths whose first view is the home page: `/` and its language-prefixed forms. */
export const isHomePath = (pathname: string) => /^\/((en|ar)\/?)?$/.test(pathname.split('?')[0]);

/**
 * The lazily loaded chunks (router.tsx's `webpackChunkName`s) a page needs for its first view: the server
 * preloads their scripts with index.html so they download beside the entry instead of after it has run.
 * Pages behind sign-in are left out: they first wait for the session anyway.
 */
export function firstViewChunks(pathname: string, language: string): string[] {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  if (segments[0] === 'en' || segments[0] === 'ar') segments.shift();
  const [first = '', second] = segments;
  const screen: Record<string, string[]> = {
    '': ['main-layout', 'home'],
    about: ['main-layout', 'about'],
    'terms-and-conditions': ['main-layout', 'terms'],
    privacy: ['main-layout', 'privacy'],
    huts: ['main-layout', 'catalogue'],
    event: ['main-layout', 'catalogue'],
    services: ['main-layout', 'catalogue'],
    account: ['account-layout', 'account'],
  };
  const chunks = first === 'account' && !second ? [] : (screen[first] ?? []);
  // Arabic pages render through the stylis RTL plugin, which the entry loads before the first render.
  return language === 'ar' ? ['rtl', ...chunks] : chunks;
}
