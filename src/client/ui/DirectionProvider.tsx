import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { Middleware } from 'stylis';
import { GlobalStyle } from './GlobalStyle';
import { loadedRtlPlugin, loadRtlPlugin } from './rtlPlugin';
import { theme } from './theme';

const LTR_PLUGINS: Middleware[] = [];

/**
 * Styles are written once, for left-to-right; in Arabic the stylis RTL plugin flips them.
 * The plugin's name is hashed into every class name, so switching direction generates a
 * second, flipped set of classes without remounting the tree (focus and state survive).
 *
 * The global rules name no side (they set type, colours and resets, and pick the Arabic face by `:lang(ar)`), so
 * they stay outside the plugin: on an Arabic page they would otherwise go through cssjanus (the plugin's engine, cold
 * regular expressions) as GlobalStyle re-inserts them on hydration, the costliest step of an Arabic page's hydration
 * by CPU profile (64 of the 90 ms cssjanus took on `/`, unthrottled; none in English).
 */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === 'rtl';
  // The plugin is a function, so it is stored through updater functions, never handed to useState as one.
  const [rtlPlugin, setRtlPlugin] = useState(() => loadedRtlPlugin());

  useEffect(() => {
    if (isRtl && !rtlPlugin) void loadRtlPlugin().then((loaded) => setRtlPlugin(() => loaded));
  }, [isRtl, rtlPlugin]);

  const plugins = isRtl && rtlPlugin ? [rtlPlugin] : LTR_PLUGINS;
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <StyleSheetManager stylisPlugins={plugins}>{children}</StyleSheetManager>
    </ThemeProvider>
  );
}

export default DirectionProvider;
