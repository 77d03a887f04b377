// The home page's largest picture (its LCP element), preloaded with high priority by the server-rendered
// index.html so the browser fetches it before the script has run. One constant: when the art changes, change
// it here (href for a single file; srcset and sizes for responsive sources, as the <img> uses them).
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

export const HOME_LCP_IMAGE: PreloadImage = { href: '/media/hero/seascape.svg', type: 'image/svg+xml' };

/** Paths whose first view is the home page: `/` and its language-prefixed forms. */
export const isHomePath = (pathname: string) => /^\/((en|ar)\/?)?$/.test(pathname.split('?')[0]);
