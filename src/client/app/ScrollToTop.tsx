// On every route change: back to the top, and move focus to the new page's heading so screen-reader
// users hear where they landed instead of staying on the link they activated.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function focusTarget(target: HTMLElement): void {
  // Headings and <main> are not focusable by default; -1 makes them focusable by script only.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** How long a new screen's code may take to arrive before its heading is no longer waited for. */
const HEADING_WAIT_MS = 10_000;

/**
 * Focuses the new page's heading. A screen whose code is still on its way has none yet: <main> takes focus
 * meanwhile, and the heading takes it when it appears, unless the visitor has moved focus elsewhere since.
 * Returns what stops the wait.
 */
function focusMainHeading(): () => void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    focusTarget(heading);
    return () => {};
  }
  const main = document.querySelector<HTMLElement>('main');
  if (main) focusTarget(main);
  const observer = new MutationObserver(() => {
    const arrived = document.querySelector<HTMLElement>('main h1');
    if (!arrived) return;
    stop();
    const active = document.activeElement;
    if (!active || active === document.body || active === main || active.tagName === 'MAIN') focusTarget(arrived);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  // The path the page was loaded with, then the last one handled: the first page load keeps the browser's
  // own scroll and focus behaviour (and a server-drawn heading stays as the server drew it until hydrated),
  // even when development's strict mode runs this effect twice.
  const handled = useRef(pathname);

  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // After every other effect of this commit (menus closing, drawers returning focus to their
    // button), so the new page's heading is where focus ends up.
    let stopWaiting: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      stopWaiting = focusMainHeading();
    }, 0);
    return () => {
      window.clearTimeout(timer);
      stopWaiting?.();
    };
  }, [pathname]);

  return null;
}

export default ScrollToTop;
