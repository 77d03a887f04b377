// Renders its children once the browser has painted what came before them: the first view (a page's hero,
// its title and booking form) is rendered, committed and painted on its own, and what lies below the fold
// follows in a transition React slices into short tasks. The space it will take is held meanwhile, so the
// footer does not rise into the first view and fall again.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

interface AfterFirstPaintProps {
  children: ReactNode;
  /** Height held until the children render (CSS length). */
  reserve?: string;
}

export function AfterFirstPaint({ children, reserve = '100vh' }: AfterFirstPaintProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A frame, then a task after it: the first view is on screen before the rest starts rendering.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return shown ? <>{children}</> : <Reserved $height={reserve} aria-hidden="true" />;
}

const Reserved = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;
