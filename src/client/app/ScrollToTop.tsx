// On every route change: back to the top, and move focus to the new page's heading so screen-reader
// users hear where they landed instead of staying on the link they activated.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function focusMainHeading(): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  // Headings and <main> are not focusable by default; -1 makes them focusable by script only.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    // The first page load keeps the browser's own scroll and focus behaviour.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // After every other effect of this commit (menus closing, drawers returning focus to their
    // button), so the new page's heading is where focus ends up.
    const timer = window.setTimeout(focusMainHeading, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}

export default ScrollToTop;
