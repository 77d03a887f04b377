import { createGlobalStyle } from 'styled-components';
import { FONT_STACKS } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  /* The font stacks of theme.fonts.text/display, per language of each element (a lang="en" button in an
     Arabic page gets the Latin stack). */
  :root, :lang(en) {
    --font-text: ${FONT_STACKS.LATIN_TEXT};
    --font-display: ${FONT_STACKS.LATIN_DISPLAY};
  }
  :lang(ar) {
    --font-text: ${FONT_STACKS.ARABIC_TEXT};
    --font-display: ${FONT_STACKS.ARABIC_DISPLAY};
  }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }

  /* Arabic runs about 10 % larger than Latin for the same role; the rem scale follows. */
  html:lang(ar), html[dir='rtl'] { font-size: 110%; }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    color: ${({ theme }) => theme.colors.deepSea};
  }

  :lang(ar) body, [dir='rtl'] body, body:lang(ar) {
    font-family: ${({ theme }) => theme.fonts.arabic};
    line-height: ${({ theme }) => theme.lineHeights.arabic};
  }
  :lang(ar) h1, :lang(ar) h2, :lang(ar) h3, :lang(ar) h4 {
    font-family: ${({ theme }) => theme.fonts.arabicDisplay};
    line-height: 1.5;
  }
  /* Letter-spacing breaks the joining of Arabic letters. */
  :lang(ar) *, [dir='rtl'] * { letter-spacing: normal !important; }

  p { margin: 0; }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  a { color: ${({ theme }) => theme.colors.lagoon}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A fieldset is min-content wide by default and a file input or a select of long names is wide too: on a phone they pushed the page sideways. */
  fieldset { min-width: 0; }
  select, input[type='file'] { max-width: 100%; min-width: 0; }
  input[type='file'] { overflow: hidden; }

  :focus { outline: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 2px;
    border-radius: 4px;
  }

  .Toastify__toast-container { z-index: ${({ theme }) => theme.zIndex.toast}; }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export default GlobalStyle;
