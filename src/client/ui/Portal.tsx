import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const subscribeNever = () => () => undefined;

/**
 * False while the server draws the page and while the browser hydrates it, true otherwise: what only the
 * browser can draw (into <body>) waits for hydration instead of making the hydrated markup differ.
 */
export function useIsBrowserRender(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Renders overlays (drawers, dialogs) as children of <body>. An ancestor with `backdrop-filter`,
 * `transform` or `filter` (the sticky header has one) becomes the containing block of `position: fixed`
 * descendants, so an overlay rendered in place is clipped to that ancestor's box.
 */
export function Portal({ children }: { children: ReactNode }) {
  const browser = useIsBrowserRender();
  if (!browser || typeof document === 'undefined') return null;
  return createPortal(children, document.body);
}

export default Portal;
