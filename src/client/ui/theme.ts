// The one source of visual truth: change a token here and every screen follows.
const colors = {
  deepSea: '#0B2A3C',
  lagoon: '#1F7A80',
  lagoonDark: '#175F64',
  coral: '#E07A5F',
  sand: '#F4EDE1',
  foam: '#FBFAF7',
  white: '#FFFFFF',
  ink: '#1B1F23',
  stone: '#6B7480',
  /** Secondary text: stone darkened just enough for 4.5:1 on sand as well as on foam. */
  muted: '#5A626C',
  line: '#E4DDD0',
  /** Darkened from #2E7D5B for 4.5:1 on sand (4.8:1), the card ground of refunds and paid states. */
  success: '#2A7554',
  danger: '#B3261E',
  scrim: 'rgba(11, 42, 60, 0.62)',
} as const;

// Each web face is followed by its metric-matched local fallback ("… Fallback", see shared/fonts.ts), so
// text shown before the font arrives takes the same room and nothing moves when it swaps in.
const LATIN_TEXT =
  "'Inter', 'Inter Fallback', 'IBM Plex Sans Arabic', 'IBM Plex Sans Arabic Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif";
const ARABIC_TEXT = "'IBM Plex Sans Arabic', 'IBM Plex Sans Arabic Fallback', 'Inter', 'Inter Fallback', system-ui, sans-serif";
const LATIN_DISPLAY =
  "'Cormorant Garamond', 'Cormorant Garamond Fallback', 'Markazi Text', 'Markazi Text Fallback', Georgia, 'Times New Roman', serif";
/** Arabic headings: Markazi Text's Naskh answers Cormorant Garamond's contrast. */
const ARABIC_DISPLAY =
  "'Markazi Text', 'Markazi Text Fallback', 'IBM Plex Sans Arabic', 'Cormorant Garamond', 'Cormorant Garamond Fallback', serif";

/**
 * `text` and `display` follow the language of the element (CSS variables set in GlobalStyle): an Arabic element
 * names the Arabic face first, so its spaces and punctuation never make the browser fetch a Latin file.
 */
const fonts = {
  display: 'var(--font-display)',
  text: 'var(--font-text)',
  arabic: ARABIC_TEXT,
  arabicDisplay: ARABIC_DISPLAY,
} as const;

export const FONT_STACKS = { LATIN_TEXT, ARABIC_TEXT, LATIN_DISPLAY, ARABIC_DISPLAY } as const;

/** The type scale in rem, so the Arabic root size (10 % larger) scales every role at once. */
const fontSizes = {
  /**
   * The smallest text on any screen (13 px): figures squeezed into a calendar day on a phone. Arabic-Indic
   * digits are drawn smaller than Latin ones at the same size, so Arabic gets `xs` there (see Calendar).
   */
  min: '0.8125rem',
  xs: '0.875rem', // 14
  sm: '1rem', // 16
  md: '1.125rem', // 18
  lg: '1.375rem', // 22
  xl: '1.75rem', // 28
  xxl: '2.25rem', // 36
  display: '3rem', // 48
  hero: '4rem', // 64
} as const;

/** Breakpoints are min-widths: styles are written for phones first. */
const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export const theme = {
  colors,
  fonts,
  fontSizes,
  /**
   * Each face ships two cuts, 400 and 600 (shared/fontFaces.ts): the 600 files answer for 500–700, so `medium`,
   * `semibold` and `bold` all draw the 600 design; the names say the intent where a third cut may come back.
   */
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.15, heading: 1.25, body: 1.6, arabic: 1.8 },
  /** 4-px grid: space(4) → "16px". */
  space: (...steps: number[]) => steps.map((step) => `${step * 4}px`).join(' '),
  radii: { input: '6px', card: '14px', pill: '999px' },
  shadow: '0 12px 32px -12px rgba(11, 42, 60, 0.18), 0 2px 6px rgba(11, 42, 60, 0.06)',
  maxWidth: '1200px',
  minTarget: '44px',
  zIndex: { overlay: 1000, menu: 1000, modal: 1100, tooltip: 1100, toast: 1200 },
  motion: { fast: '200ms', base: '250ms', slow: '300ms', easing: 'cubic-bezier(0.22, 1, 0.36, 1)' },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
  },
} as const;

export type AppTheme = typeof theme;

export default theme;
