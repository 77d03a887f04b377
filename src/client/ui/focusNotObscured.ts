// WCAG 2.4.11 (focus not obscured): a control that takes focus, by Tab or by script (the first invalid
// field after a refused submit), is scrolled clear of the bars pinned to the screen's edges (the sticky
// header, a phone's bottom sheet or book bar), together with its error message.
import { useEffect } from 'react';

/** Marks an element pinned to an edge of the viewport: `<aside {...fixedBar('bottom')}>`. */
export const fixedBar = (edge: 'top' | 'bottom') => ({ 'data-fixed-bar': edge });

const MARGIN = 12;

function pinned(bar: HTMLElement): boolean {
  const { position, display, visibility } = window.getComputedStyle(bar);
  return (position === 'fixed' || position === 'sticky') && display !== 'none' && visibility !== 'hidden';
}

/** The focused control with what describes it (its error message): both must be seen. */
function regionOf(target: HTMLElement): DOMRect {
  const boxes = [target.getBoundingClientRect()];
  const ids = `${target.getAttribute('aria-describedby') ?? ''} ${target.getAttribute('aria-errormessage') ?? ''}`
    .split(/\s+/)
    .filter(Boolean);
  for (const id of ids) {
    const box = document.getElementById(id)?.getBoundingClientRect();
    if (box && box.height > 0) boxes.push(box);
  }
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  const left = Math.min(...boxes.map((box) => box.left));
  const right = Math.max(...boxes.map((box) => box.right));
  return new DOMRect(left, top, right - left, bottom - top);
}

/** How far the page must scroll so `target` sits between the pinned bars (0 when it already does). */
export function obscuredBy(target: HTMLElement): number {
  const box = regionOf(target);
  if (box.height === 0 && box.width === 0) return 0;
  let top = 0;
  let bottom = window.innerHeight;
  for (const bar of document.querySelectorAll<HTMLElement>('[data-fixed-bar]')) {
    if (bar.contains(target) || !pinned(bar)) continue;
    const edge = bar.getBoundingClientRect();
    if (edge.height === 0 || edge.right <= box.left || edge.left >= box.right) continue;
    if (bar.dataset.fixedBar === 'top') top = Math.max(top, edge.bottom);
    else bottom = Math.min(bottom, edge.top);
  }
  const hidden = box.top < top + MARGIN || box.bottom > bottom - MARGIN;
  if (!hidden) return 0;
  // Under the top bar, or taller than the free band: its start (the field) goes just below the top bar.
  if (box.top < top + MARGIN || box.height > bottom - top - 2 * MARGIN) return box.top - (top + MARGIN);
  return box.bottom - (bottom - MARGIN);
}

/** Installed once for the whole app: after every focus change, scrolls the focused control clear of pinned bars. */
export function useFocusNotObscured(): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      // Headings and regions focused by script (tabindex -1) after navigation are not controls; dialogs do not scroll the page.
      if (!(target instanceof HTMLElement) || target.tabIndex < 0 || target.closest('[aria-modal="true"]')) return;
      // After the browser's own scrolling and any layout change the focus caused (a sheet that closes).
      window.requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const delta = obscuredBy(target);
        if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
