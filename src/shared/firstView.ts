// The home page's largest picture (its LCP element), preloaded with high priority by the server-rendered
// index.html so the browser fetches it before the script has run. One constant: when the art changes, change
// it here (href for a single file; srcset and sizes for responsive sources, as the <img> uses them).
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/** The home hero's picture (made by scripts/art) at its widths; the <img> and the preload share these. */
export const HOME_HERO_ART = [
  { url: '/media/hero/seascape-960.webp', width: 960, height: 540 },
  { url: '/media/hero/seascape-1600.webp', width: 1600, height: 900 },
  { url: '/media/hero/seascape-2400.webp', width: 2400, height: 1350 },
] as const;
/** The picture covers a hero at least 640 px tall: on narrow screens it is drawn wider than the screen. */
export const HOME_HERO_SIZES = '(max-width: 1140px) 1140px, 100vw';

export const HOME_LCP_IMAGE: PreloadImage = {
  href: HOME_HERO_ART[1].url,
  srcset: HOME_HERO_ART.map((art) => `${art.url} ${art.width}w`).join(', '),
  sizes: HOME_HERO_SIZES,
  type: 'image/webp',
};

/** Paths whose first view is the home page: `/` and its language-prefixed forms. */
export const isHomePath = (pathname: string) => /^\/((en|ar)\/?)?$/.test(pathname.split('?')[0]);
