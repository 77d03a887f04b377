import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

type Options = {
  /** The trap holds only while this is true (a drawer that stays mounted when closed passes `open`). */
  active: boolean;
  /** Called on Escape. */
  onClose: () => void;
  /** What takes focus on opening; the container itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** On closing, give focus back to what had it before opening. */
  restoreFocus?: boolean;
};

/**
 * What a modal dialog or drawer needs from the page while it is open: focus moves in and Tab wraps
 * inside `containerRef`, Escape closes, and the page behind does not scroll.
 */
export function useDialogFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, onClose, initialFocus, restoreFocus = false }: Options,
) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!active) return undefined;
    const opener = restoreFocus ? (document.activeElement as HTMLElement | null) : null;
    const container = containerRef.current;
    (initialFocus?.current ?? container)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const atStart = document.activeElement === first || document.activeElement === container;
      if (event.shiftKey && atStart) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [active, containerRef, initialFocus, restoreFocus]);
}
