import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

const RTL_PLUGINS = [rtlPlugin];
const LTR_PLUGINS: never[] = [];

/**
 * Styles are written once, for left-to-right; in Arabic the stylis RTL plugin flips them.
 * The plugin's name is hashed into every class name, so switching direction generates a
 * second, flipped set of classes without remounting the tree (focus and state survive).
 */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = i18n.dir();
  const isRtl = dir === 'rtl';
  return (
    <StyleSheetManager stylisPlugins={isRtl ? RTL_PLUGINS : LTR_PLUGINS}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

export default DirectionProvider;
