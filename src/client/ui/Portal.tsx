import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders overlays (drawers, dialogs) as children of <body>. An ancestor with `backdrop-filter`,
 * `transform` or `filter` (the sticky header has one) becomes the containing block of `position: fixed`
 * descendants, so an overlay rendered in place is clipped to that ancestor's box.
 */
export function Portal({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return null;
  return createPortal(children, document.body);
}

export default Portal;
