/** The main navigation, in reading order. Keys are literal so the locale checker can see them. */
export const MAIN_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/huts', key: 'nav.huts', end: false },
  { to: '/event', key: 'nav.events', end: false },
  { to: '/services', key: 'nav.services', end: false },
  { to: '/about', key: 'nav.about', end: false },
] as const;
