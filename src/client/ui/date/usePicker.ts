import { lazy, useEffect, useRef, useState } from 'react';

/** The calendar, fetched the first time a date field opens it (it brings date-fns with it). */
export const DatePickerPopup = lazy(() => import(/* webpackChunkName: "date-picker" */ './DatePickerPopup'));

/**
 * Open/closed state of a date field's calendar: a click or focus outside the field closes it, Escape
 * and a finished pick close it and give focus back to the button that opened it.
 */
export function usePicker<Which extends string>() {
  const [open, setOpen] = useState<Which | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (wrapRef.current && event.target instanceof Node && !wrapRef.current.contains(event.target)) setOpen(null);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  return {
    open,
    wrapRef,
    show: (which: Which, button: HTMLElement | null) => {
      returnTo.current = button;
      setOpen((current) => (current === which ? null : which));
    },
    close: () => {
      setOpen(null);
      returnTo.current?.focus();
    },
  };
}
