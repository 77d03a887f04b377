// Renders its children once the browser has painted what came before them: the first view (a page's hero,
// its title and booking form) is rendered, committed and painted on its own, and what lies below the fold
// follows, one child (a section) per task, each in a transition React slices: no single task builds and
// inserts the whole lower page. The space it will take is held meanwhile, so the footer does not rise into
// the first view and fall again.
import { Children, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** A request started for what lies below (an RTK Query `initiate` result): awaited, released on unmount. */
export interface BelowFoldRequest extends PromiseLike<unknown> {
  unsubscribe(): void;
}

interface AfterFirstPaintProps {
  children: ReactNode;
  /** Height held until the children render (CSS length). */
  reserve?: string;
  /**
   * Starts the requests of what lies below. The children then render once, with their data, instead of
   * rendering placeholders and then again (synchronously, one long task per answer) as each answer arrives.
   */
  prefetch?: () => BelowFoldRequest[];
}

/** However slow an answer, what lies below shows (with its own loading state) after this long. */
const DATA_WAIT_MS = 4000;

export function AfterFirstPaint({ children, reserve = '100vh', prefetch }: AfterFirstPaintProps) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(0);
  const start = useRef(prefetch);
  const all = sections.length;
  // After the first, each further section waits for the task after the one before it has committed.
  useEffect(() => {
    if (shown === 0 || shown >= all) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    return () => clearTimeout(timer);
  }, [shown, all]);
  useEffect(() => {
    const requests = start.current?.() ?? [];
    let cancelled = false;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task after it: the first view is on screen before the rest starts rendering.
    const painted = new Promise<void>((resolve) => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(resolve);
      });
    });
    const answered = Promise.race([
      Promise.all(requests.map((request) => Promise.resolve(request).then(undefined, () => undefined))),
      new Promise<void>((resolve) => {
        cap = setTimeout(resolve, DATA_WAIT_MS);
      }),
    ]);
    void Promise.all([painted, answered]).then(() => {
      if (!cancelled) startTransition(() => setShown(1));
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(cap);
      requests.forEach((request) => request.unsubscribe());
    };
  }, []);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < all && <Reserved $height={reserve} aria-hidden="true" />}
    </>
  );
}

const Reserved = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;
