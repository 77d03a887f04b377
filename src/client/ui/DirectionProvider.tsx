import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { Middleware } from 'stylis';
import { GlobalStyle } from './GlobalStyle';
import { loadedRtlPlugin, loadRtlPlugin } from './rtlPlugin';
import { theme } from './theme';

const LTR_PLUGINS: Middleware[] = [];

interface DirectionProviderProps {
  children: ReactNode;
  /**
   * The page was drawn by the server, whose style tag already holds the global rules (styled-components takes
   * them over as it starts). Mounting GlobalStyle again would delete and re-insert every global rule, run them
   * through stylis (and in Arabic through the RTL plugin's cssjanus, a cold regex engine) and restyle the whole
   * document, during hydration: the costliest step of an Arabic page's hydration. The rules name no direction
   * and do not change with the language, so the server's copy serves the page for as long as it lives.
   */
  globalStyleDrawn?: boolean;
}

/**
 * Styles are written once, for left-to-right; in Arabic the stylis RTL plugin flips them.
 * The plugin's name is hashed into every class name, so switching direction generates a
 * second, flipped set of classes without remounting the tree (focus and state survive).
 */
export function DirectionProvider({ children, globalStyleDrawn = false }: DirectionProviderProps) {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === 'rtl';
  // The plugin is a function, so it is stored through updater functions, never handed to useState as one.
  const [rtlPlugin, setRtlPlugin] = useState(() => loadedRtlPlugin());

  useEffect(() => {
    if (isRtl && !rtlPlugin) void loadRtlPlugin().then((loaded) => setRtlPlugin(() => loaded));
  }, [isRtl, rtlPlugin]);

  const plugins = isRtl && rtlPlugin ? [rtlPlugin] : LTR_PLUGINS;
  return (
    <StyleSheetManager stylisPlugins={plugins}>
      <ThemeProvider theme={theme}>
        <GlobalStyles drawn={globalStyleDrawn} />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

/** Always one element in the same place, so the tree (and the ids useId gives) is the same drawn or not. */
function GlobalStyles({ drawn }: { drawn: boolean }) {
  return drawn ? null : <GlobalStyle />;
}

export default DirectionProvider;
