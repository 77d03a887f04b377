// WCAG 2.4.11 (focus not obscured): a control that takes focus, by Tab or by script (the first invalid
// field after a refused submit), is scrolled clear of the bars pinned to the screen's edges (the sticky
// header, a phone's bottom sheet or book bar), together with its error message. A control focused by pressing it
// (mouse, finger, pen) is where the pointer is, in sight: the page does not move under a press, which would carry
// the control away before the release and lose the click (a tick box near the header or the screen's bottom edge).
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

/**
 * Whether `target` takes focus from the pointer press on `pressed`: the pressed element itself, the control around
 * it (an icon in a button), or the control of the label pressed (its text).
 */
export function focusedByPress(target: HTMLElement, pressed: Element | null): boolean {
  if (!pressed) return false;
  if (target === pressed || target.contains(pressed)) return true;
  const label = pressed.closest('label');
  return !!label && label.control === target;
}

/** Installed once for the whole app: after every focus change, scrolls the focused control clear of pinned bars. */
export function useFocusNotObscured(): void {
  useEffect(() => {
    // What a pointer press is on, from the press until just after its click (a label gives its control focus as
    // the click's default action) or a key (Tab moves focus by keyboard from there).
    let pressed: Element | null = null;
    let releasing: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = (event: Event) => {
      clearTimeout(releasing);
      pressed = event.target instanceof Element ? event.target : null;
    };
    const forget = () => {
      pressed = null;
    };
    const onClick = () => {
      clearTimeout(releasing);
      releasing = setTimeout(forget);
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      // Headings and regions focused by script (tabindex -1) after navigation are not controls; dialogs do not scroll the page.
      if (!(target instanceof HTMLElement) || target.tabIndex < 0 || target.closest('[aria-modal="true"]')) return;
      if (focusedByPress(target, pressed)) return;
      // After the browser's own scrolling and any layout change the focus caused (a sheet that closes).
      window.requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const delta = obscuredBy(target);
        if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
      });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', forget, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      clearTimeout(releasing);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', forget, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
}
