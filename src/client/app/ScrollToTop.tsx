// On every route change: back to the top, and move focus to the new page's heading so screen-reader
// users hear where they landed instead of staying on the link they activated.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function focusable(target: HTMLElement): HTMLElement {
  // Headings and <main> are not focusable by default; -1 makes them focusable by script only.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * Focuses the new page's heading. A screen whose code is still loading has none yet: <main> takes focus
 * meanwhile and hands it to the heading when it arrives, unless the visitor has moved on. Returns a cleanup.
 */
function focusMainHeading(): () => void {
  const heading = document.querySelector<HTMLElement>('main h1');
  const main = document.querySelector<HTMLElement>('main');
  if (heading || !main) {
    if (heading) focusable(heading).focus({ preventScroll: true });
    return () => {};
  }
  focusable(main).focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector<HTMLElement>('h1');
    if (!arrived) return;
    observer.disconnect();
    if (document.activeElement === main) focusable(arrived).focus({ preventScroll: true });
  });
  observer.observe(main, { childList: true, subtree: true });
  const timeout = window.setTimeout(() => observer.disconnect(), 10_000);
  return () => {
    observer.disconnect();
    window.clearTimeout(timeout);
  };
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
    let stopWatching = () => {};
    const timer = window.setTimeout(() => {
      stopWatching = focusMainHeading();
    }, 0);
    return () => {
      window.clearTimeout(timer);
      stopWatching();
    };
  }, [pathname]);

  return null;
}

export default ScrollToTop;
